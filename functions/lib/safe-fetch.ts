import * as dns from 'node:dns';
import type { IncomingMessage } from 'node:http';
import * as http from 'node:http';
import * as https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { addAbortSignal, pipeline, type Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { InvalidInputError } from './domain-errors';
import type { MessageValues } from './i18n/translate';

/**
 * Fetches a URL a user typed without letting it reach into our own network (server-side request
 * forgery). Two checks guard each hop: an up-front one here (scheme, and hosts written as IP
 * addresses, in any spelling the URL parser normalises) and request-filtering-agent's at connect
 * time, which checks the address the socket is about to use after DNS, so a name that resolves
 * (or re-resolves) to a private address is refused too. We never resolve names ourselves: the only
 * lookup is the one the connection uses, which leaves no gap between check and connect.
 */

export type FetchKind = 'html' | 'image';

export interface SafeFetchOptions {
  accept: FetchKind;
  maxBytes: number;
  /** Deadline for the whole exchange: every redirect hop, DNS, connect and body. */
  timeoutMs?: number;
  /** `host:port` origins exempt from the private-address block (tests only; see allowedHostsFromEnv). */
  allowHosts?: ReadonlySet<string>;
  /** Name resolver for the connection; tests inject one to point a name at loopback without DNS. */
  lookup?: LookupFunction;
}

export interface FetchedResource {
  /** The URL that answered, after redirects. */
  finalUrl: string;
  /** The Content-Type header as sent, parameters included (the page reader needs the charset). */
  contentType: string;
  body: Buffer;
}

export type FetchRefusalReason =
  | 'invalid-url'
  | 'scheme'
  | 'private-address'
  | 'port'
  | 'too-many-redirects'
  | 'timeout'
  | 'too-large'
  | 'content-type'
  | 'http-status'
  | 'unreachable';

/**
 * Why a fetch was refused or failed; `message` is a sentence to show the user as it is. The address
 * came from the caller, so every refusal is a problem with the request: the API answers 400.
 */
export class FetchRefusedError extends InvalidInputError {
  constructor(
    readonly reason: FetchRefusalReason,
    key: string,
    values?: MessageValues,
    options?: ErrorOptions,
  ) {
    super(key, values);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;
/**
 * The only ports fetched on a public host (outside allowHosts): another port of a public host is
 * most likely a service that is no web page (a database, a mail server), reached from our address.
 */
const WEB_PORTS: ReadonlySet<string> = new Set(['80', '443']);
const MAX_REDIRECTS = 5;

export const MEGABYTE = 1024 * 1024;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** SVG and other image types are left out on purpose: SVG is a document that can carry scripts. */
const MEDIA_TYPES: Record<FetchKind, ReadonlySet<string>> = {
  html: new Set(['text/html', 'application/xhtml+xml']),
  // What the image pipeline decodes (functions/files/image-processing.ts): nothing else is worth fetching.
  image: new Set(['image/jpeg', 'image/png', 'image/webp']),
};

const ACCEPT_HEADERS: Record<FetchKind, string> = {
  html: 'text/html,application/xhtml+xml;q=0.9',
  image: 'image/webp,image/png,image/jpeg;q=0.9',
};

const NOUNS: Record<FetchKind, string> = { html: 'page', image: 'image' };

/** Pages shrink several times under compression; each encoding we ask for must be one we decode. */
const DECODERS: Record<string, () => Transform> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};
const ACCEPT_ENCODING = 'gzip, deflate, br';

// The strict agents refuse every non-unicast address (ipaddr.js ranges: loopback, private,
// link-local, unique-local, multicast, unspecified, IPv4-mapped, ...). The permissive pair is used
// only for a hop whose origin is in allowHosts; keep-alive stays off so no socket outlives its hop.
const strictAgents = { http: new RequestFilteringHttpAgent(), https: new RequestFilteringHttpsAgent() };
const allowedOriginAgents = {
  http: new RequestFilteringHttpAgent({ allowPrivateIPAddress: true }),
  https: new RequestFilteringHttpsAgent({ allowPrivateIPAddress: true }),
};

// ipaddr.js calls IPv4-compatible IPv6 addresses (::/96, deprecated by RFC 4291) unicast, so the
// agent lets them through, and the URL parser writes [::127.0.0.1] as [::7f00:1]. They embed an
// IPv4 address that some network stacks still tunnel to, so they are refused as well.
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

// request-filtering-agent's refusals carry no error code, only this sentence; a unit test pins it
// so an upgrade that rewords it fails loudly instead of reporting "could not be reached".
const AGENT_REFUSAL = /^DNS lookup .* is not allowed\. Because/;

/**
 * Parses IMPORT_ALLOW_HOSTS ("127.0.0.1:4100,localhost:4200") into the origin keys safeFetch
 * compares against. Empty or unset means none. An entry without an explicit port is a mistake in
 * the configuration, so it throws at cold start instead of quietly allowing nothing.
 */
export function allowedHostsFromEnv(value: string | undefined): ReadonlySet<string> {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return new Set(
    entries.map((entry) => {
      const [, host = '', port = ''] = /^(\[[^\]]+\]|[^\s:/?#@[\]]+):(\d{1,5})$/.exec(entry) ?? [];
      // The URL parser spells the host the way safeFetch will see it (case, IPv4 and IPv6 forms).
      const url = URL.parse(`http://${host}`);
      if (!url) {
        throw new Error(`IMPORT_ALLOW_HOSTS entry "${entry}" is not a host:port pair`);
      }
      return originKey(url.hostname, String(Number(port)));
    }),
  );
}

/**
 * GETs `url`, following at most MAX_REDIRECTS redirects, and returns the body of the final answer
 * if it is the kind asked for and no larger than `maxBytes`. Throws FetchRefusedError for anything
 * else, including an address in a private network (before any connection is made to it).
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<FetchedResource> {
  const { accept, maxBytes, timeoutMs = DEFAULT_TIMEOUT_MS, allowHosts = new Set<string>() } = options;
  const deadline = AbortSignal.timeout(timeoutMs);
  const noun = NOUNS[accept];
  let current = parseUrl(url);
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await requestHop(current, { ...options, allowHosts, deadline });
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (redirects === MAX_REDIRECTS) {
          throw new FetchRefusedError('too-many-redirects', 'errors.tooManyRedirects', {
            max: String(MAX_REDIRECTS),
          });
        }
        current = parseUrl(location, current);
        continue;
      }
      const contentType = checkResponse(response, accept, maxBytes);
      const body = await readBody(addAbortSignal(deadline, decoded(response, noun)), maxBytes, noun);
      return { finalUrl: current.href, contentType, body };
    }
  } catch (error) {
    throw asRefusal(error, deadline, noun);
  }
}

function parseUrl(input: string, base?: URL): URL {
  const url = URL.parse(input, base);
  if (!url) {
    throw new FetchRefusedError('invalid-url', 'errors.invalidWebAddress');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefusedError('scheme', 'errors.onlyHttpAddresses');
  }
  return url;
}

interface HopOptions extends SafeFetchOptions {
  allowHosts: ReadonlySet<string>;
  deadline: AbortSignal;
}

function requestHop(url: URL, options: HopOptions): Promise<IncomingMessage> {
  const scheme = url.protocol === 'https:' ? 'https' : 'http';
  const allowed = options.allowHosts.has(
    originKey(url.hostname, url.port || (scheme === 'https' ? '443' : '80')),
  );
  // URL keeps IPv6 literals in brackets; the address checks and the socket want them bare.
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!allowed && isIP(hostname) && isPrivateAddress(hostname)) {
    throw privateAddress();
  }
  const onWebPort = WEB_PORTS.has(url.port || (scheme === 'https' ? '443' : '80'));
  if (!allowed && !onWebPort && isIP(hostname)) throw otherPort();
  const agents = allowed ? allowedOriginAgents : strictAgents;
  return new Promise((resolve, reject) => {
    const request = (scheme === 'https' ? https : http).request(
      {
        hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        agent: agents[scheme],
        lookup: allowed ? options.lookup : checkedLookup(options.lookup ?? dns.lookup, onWebPort),
        signal: options.deadline,
        headers: {
          accept: ACCEPT_HEADERS[options.accept],
          'accept-encoding': ACCEPT_ENCODING,
          'user-agent': 'RecipePlanner-Import/1.0',
        },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/** Whether an IP address is anything but public unicast, the only kind safeFetch connects to. */
export function isPrivateAddress(address: string): boolean {
  const parsed = ipaddr.parse(address);
  return parsed.range() !== 'unicast' || isIpv4Compatible(parsed);
}

function isIpv4Compatible(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return address.kind() === 'ipv6' && address.match(IPV4_COMPATIBLE);
}

/**
 * The resolver the connection uses, refusing names that resolve into ::/96; the agent, which wraps
 * it, then refuses every other non-unicast answer. Both run inside connect, on the answer it uses.
 */
function checkedLookup(lookup: LookupFunction, onWebPort: boolean): LookupFunction {
  return (hostname, options, callback) =>
    lookup(hostname, options, (error, answer, family) => {
      if (error) {
        callback(error, answer, family);
        return;
      }
      const addresses = typeof answer === 'string' ? [answer] : answer.map(({ address }) => address);
      if (addresses.some((address) => isIP(address) && isIpv4Compatible(ipaddr.parse(address)))) {
        callback(privateAddress(), '');
      } else if (!onWebPort && addresses.every((address) => isIP(address) && !isPrivateAddress(address))) {
        // A private address is refused as such when connecting; a public one only on a web port.
        callback(otherPort(), '');
      } else {
        callback(null, answer, family);
      }
    });
}

/** Checks status, type and declared size before reading a byte of the body; returns the content type. */
function checkResponse(response: IncomingMessage, accept: FetchKind, maxBytes: number): string {
  const noun = NOUNS[accept];
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 299) {
    response.destroy();
    throw new FetchRefusedError('http-status', 'errors.fetchHttpError', { noun, status: String(status) });
  }
  const contentType = response.headers['content-type'] ?? '';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!MEDIA_TYPES[accept].has(mediaType)) {
    response.destroy();
    throw new FetchRefusedError(
      'content-type',
      accept === 'html' ? 'errors.notAWebPage' : 'errors.notAnImage',
    );
  }
  // The declared length is of the encoded body; compressed past the limit, it decodes past it too.
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw tooLarge(noun, maxBytes);
  }
  return contentType;
}

/**
 * The body as the server meant it, decompressed as it streams. The size limit applies to this
 * decoded stream, so a small compressed body that inflates without end (a zip bomb) is cut off.
 */
function decoded(response: IncomingMessage, noun: string): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity') {
    return response;
  }
  const decoder = DECODERS[encoding];
  if (!decoder) {
    response.destroy();
    throw new FetchRefusedError('unreachable', 'errors.unknownEncoding', { noun });
  }
  // pipeline destroys both streams if either fails, so a corrupt body ends the read with an error.
  return pipeline(response, decoder(), () => {});
}

/** Reads until the end or until one byte past the limit, whichever comes first. */
async function readBody(body: Readable, maxBytes: number, noun: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > maxBytes) {
      body.destroy();
      throw tooLarge(noun, maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, length);
}

function asRefusal(error: unknown, deadline: AbortSignal, noun: string): FetchRefusedError {
  if (error instanceof FetchRefusedError) {
    return error;
  }
  if (deadline.aborted) {
    return new FetchRefusedError('timeout', 'errors.fetchTimeout', { noun }, { cause: error });
  }
  if (error instanceof Error && AGENT_REFUSAL.test(error.message)) {
    return privateAddress(error);
  }
  return new FetchRefusedError('unreachable', 'errors.unreachable', { noun }, { cause: error });
}

function originKey(hostname: string, port: string): string {
  return `${hostname.toLowerCase()}:${port}`;
}

function privateAddress(cause?: unknown): FetchRefusedError {
  return new FetchRefusedError(
    'private-address',
    'errors.privateAddress',
    undefined,
    cause === undefined ? undefined : { cause },
  );
}

function otherPort(): FetchRefusedError {
  return new FetchRefusedError('port', 'errors.onlyUsualWebPorts');
}

function tooLarge(noun: string, maxBytes: number): FetchRefusedError {
  const megabytes = Math.round((maxBytes / MEGABYTE) * 10) / 10;
  return new FetchRefusedError('too-large', 'errors.fetchTooLarge', { noun, megabytes: String(megabytes) });
}
