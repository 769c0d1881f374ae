import diagnostics from 'node:diagnostics_channel';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedHostsFromEnv,
  type FetchRefusalReason,
  FetchRefusedError,
  isPrivateAddress,
  MEGABYTE,
  type SafeFetchOptions,
  safeFetch,
} from '#functions/lib/safe-fetch';

// Every server here listens on 127.0.0.1 only, and no test may open a socket anywhere else: the
// private and link-local cases must be refused before a request is even started. Node publishes
// every client request and every client socket on diagnostics channels, which the tests count.
// (request-filtering-agent would also refuse a literal address without a socket; the up-front
// check is there so such a URL never gets as far as an HTTP request.)

interface TestServer {
  port: number;
  origin: string;
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

async function startServer(routes: Record<string, RequestListener>): Promise<TestServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    const route = routes[path.split('?')[0] ?? ''];
    if (route) {
      route(request, response);
    } else {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<p>Not here</p>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const redirectTo =
  (location: string): RequestListener =>
  (_request, response) =>
    response.writeHead(302, { location }).end();

const answer =
  (contentType: string, body: string | Buffer, headers: Record<string, string> = {}): RequestListener =>
  (_request, response) =>
    response.writeHead(200, { 'content-type': contentType, ...headers }).end(body);

const RECIPE_PAGE = '<html><head><title>Soup</title></head><body><h1>Soup</h1></body></html>';

/** Writes 64 KB chunks (no Content-Length, so chunked) until the client goes away or 20 MB are out. */
const endlessPage: RequestListener = (_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  const pump = () => {
    while (sent < 20 * MEGABYTE && !response.destroyed) {
      sent += chunk.length;
      if (!response.write(chunk)) return;
    }
    response.end();
  };
  response.on('drain', pump);
  pump();
};

let site: TestServer;
/** A loopback server no test is allowed to reach. */
let forbidden: TestServer;
let allowSite: ReadonlySet<string>;
/** Client requests made and sockets opened so far, from Node's diagnostics channels. */
const started = { requests: 0, sockets: 0 };
// Node 20 publishes a request on 'start' only once it has a socket, and on 'error' if it fails
// before that (as when the agent refuses an address), so a request is counted on either, once.
const REQUEST_CHANNELS = ['http.client.request.start', 'http.client.request.error'];
const requestsSeen = new WeakSet<object>();
const countRequest = (message: unknown) => {
  const { request } = message as { request: object };
  if (!requestsSeen.has(request)) {
    requestsSeen.add(request);
    started.requests++;
  }
};
const countSocket = () => {
  started.sockets++;
};

beforeAll(async () => {
  forbidden = await startServer({ '/': answer('text/html', RECIPE_PAGE) });
  site = await startServer({
    '/recipe': answer('text/html; charset=utf-8', RECIPE_PAGE),
    '/start': redirectTo('/recipe'),
    '/xhtml': answer('application/xhtml+xml', RECIPE_PAGE),
    '/notes.txt': answer('text/plain', 'soup'),
    '/untyped': (_request, response) => response.writeHead(200).end(RECIPE_PAGE),
    '/photo.png': answer('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47])),
    '/photo.svg': answer('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'),
    '/to-forbidden': redirectTo(`http://127.0.0.1:${forbidden.port}/`),
    '/to-forbidden-by-name': redirectTo(`http://localhost:${forbidden.port}/`),
    '/to-metadata': redirectTo('http://169.254.169.254/latest/meta-data/'),
    '/to-file': redirectTo('file:///etc/passwd'),
    '/declared-huge': (_request, response) => {
      // Declares the size and then sends nothing: only a refusal from the header ends this quickly.
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(6 * MEGABYTE) });
      response.flushHeaders();
    },
    '/declared-huge-image': (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(11 * MEGABYTE) });
      response.flushHeaders();
    },
    '/endless': endlessPage,
    '/gzipped': answer('text/html', gzipSync(RECIPE_PAGE), { 'content-encoding': 'gzip' }),
    '/brotli': answer('text/html', brotliCompressSync(RECIPE_PAGE), { 'content-encoding': 'br' }),
    // About 20 KB on the wire, 20 MB once inflated.
    '/gzip-bomb': answer('text/html', gzipSync(Buffer.alloc(20 * MEGABYTE)), { 'content-encoding': 'gzip' }),
    '/corrupt-gzip': answer('text/html', 'not gzip at all', { 'content-encoding': 'gzip' }),
    '/compress': answer('text/html', RECIPE_PAGE, { 'content-encoding': 'compress' }),
    '/silent': () => {},
    '/stalls-mid-body': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html><body>');
    },
    ...Object.fromEntries(
      Array.from({ length: 8 }, (_, hop) => [`/hop/${hop}`, redirectTo(`/hop/${hop + 1}`)] as const),
    ),
    '/chain/0': redirectTo('/chain/1'),
    '/chain/1': redirectTo('/chain/2'),
    '/chain/2': redirectTo('/chain/3'),
    '/chain/3': redirectTo('/chain/4'),
    '/chain/4': redirectTo('/recipe'),
  });
  allowSite = allowedHostsFromEnv(`127.0.0.1:${site.port}`);
  for (const channel of REQUEST_CHANNELS) diagnostics.subscribe(channel, countRequest);
  diagnostics.subscribe('net.client.socket', countSocket);
});

afterAll(async () => {
  for (const channel of REQUEST_CHANNELS) diagnostics.unsubscribe(channel, countRequest);
  diagnostics.unsubscribe('net.client.socket', countSocket);
  await Promise.all([site.close(), forbidden.close()]);
});

const defaults: SafeFetchOptions = { accept: 'html', maxBytes: 5 * MEGABYTE, timeoutMs: 2_000 };

/** Runs safeFetch expecting a refusal; returns it with the requests and sockets started meanwhile. */
async function refusalOf(url: string, options: Partial<SafeFetchOptions> = {}) {
  const before = { ...started };
  const outcome = await safeFetch(url, { ...defaults, ...options }).then(
    (fetched) => fetched,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(FetchRefusedError);
  return {
    error: outcome as FetchRefusedError,
    attempts: { requests: started.requests - before.requests, sockets: started.sockets - before.sockets },
  };
}

const PRIVATE_NETWORK = 'That address cannot be imported: it points to a private network.';

const expectRefused = (error: FetchRefusedError, reason: FetchRefusalReason, message: string) =>
  expect({ reason: error.reason, message: error.message }).toEqual({ reason, message });

/** Expects `url` to be refused up front: no HTTP request made, no socket opened. */
async function expectRefusedUpFront(url: string, reason: FetchRefusalReason, message: string) {
  const { error, attempts } = await refusalOf(url);
  expectRefused(error, reason, message);
  expect(attempts).toEqual({ requests: 0, sockets: 0 });
}

describe('safeFetch refuses addresses in private networks before connecting', () => {
  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:169.254.169.254]/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://0/',
    'http://[::]/',
    'http://224.0.0.1/',
    'http://[ff02::1]/',
    'http://255.255.255.255/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'https://[fc00::1]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://[::169.254.169.254]/',
    'http://[::a9fe:a9fe]/',
  ])('%s', (url) => expectRefusedUpFront(url, 'private-address', PRIVATE_NETWORK));

  // The URL parser turns decimal, octal, hex and short IPv4 spellings into 127.0.0.1.
  it.each([
    'http://127.0.0.1:PORT/',
    'http://127.0.0.2:PORT/',
    'http://[::1]:PORT/',
    'http://[::ffff:127.0.0.1]:PORT/',
    'http://[0:0:0:0:0:ffff:7f00:1]:PORT/',
    'http://[::7f00:1]:PORT/',
    'http://2130706433:PORT/',
    'http://0x7f000001:PORT/',
    'http://0x7f.1:PORT/',
    'http://017700000001:PORT/',
    'http://0177.0.0.1:PORT/',
    'http://127.1:PORT/',
  ])('loopback written as %s', async (template) => {
    await expectRefusedUpFront(
      template.replace('PORT', String(forbidden.port)),
      'private-address',
      PRIVATE_NETWORK,
    );
    expect(forbidden.requests).toEqual([]);
  });

  it('refuses a name that resolves to loopback at connect time (localhost, from /etc/hosts)', async () => {
    const { error } = await refusalOf(`http://localhost:${forbidden.port}/`);
    // Reported as a private address, not "could not be reached": this pins the agent's wording too.
    expectRefused(error, 'private-address', PRIVATE_NETWORK);
    expect(forbidden.requests).toEqual([]);
  });

  it('checks the address the connection resolved, whatever name pointed there', async () => {
    const lookups: string[] = [];
    const { error } = await refusalOf(`http://recipes.example:${forbidden.port}/`, {
      lookup: lookupTo('127.0.0.1', lookups),
    });
    expectRefused(error, 'private-address', PRIVATE_NETWORK);
    expect(lookups).toEqual(['recipes.example']);
    expect(forbidden.requests).toEqual([]);
  });

  it.each(['::7f00:1', '::ffff:127.0.0.1', '::1', 'fd00::1'])(
    'refuses a name that resolves to %s',
    async (address) => {
      const { error } = await refusalOf('http://recipes.example/', { lookup: lookupTo(address, []) });
      expectRefused(error, 'private-address', PRIVATE_NETWORK);
    },
  );
});

describe('isPrivateAddress', () => {
  it('is false only for public unicast addresses', () => {
    const verdicts = Object.fromEntries(
      ['93.184.215.14', '2606:4700::6810:84e5', '127.0.0.1', '10.1.2.3', '169.254.169.254', '0.0.0.0', '::1']
        .concat([
          '::ffff:7f00:1',
          '::7f00:1',
          '::a9fe:a9fe',
          'fe80::1',
          'fd00::1',
          'ff02::1',
          '64:ff9b::a9fe:a9fe',
        ])
        .map((address) => [address, isPrivateAddress(address)]),
    );
    expect(verdicts).toEqual({
      '93.184.215.14': false,
      '2606:4700::6810:84e5': false,
      '127.0.0.1': true,
      '10.1.2.3': true,
      '169.254.169.254': true,
      '0.0.0.0': true,
      '::1': true,
      '::ffff:7f00:1': true,
      '::7f00:1': true,
      '::a9fe:a9fe': true,
      'fe80::1': true,
      'fd00::1': true,
      'ff02::1': true,
      '64:ff9b::a9fe:a9fe': true,
    });
  });
});

/**
 * A resolver that answers every name with `address`, recording the names asked for. It labels
 * every answer IPv4, so were an IPv6 answer not refused, connect would fail on this machine
 * (EINVAL) instead of sending a packet anywhere.
 */
function lookupTo(address: string, lookups: string[]): LookupFunction {
  return (hostname, options, callback) => {
    lookups.push(hostname);
    if (options.all) {
      callback(null, [{ address, family: 4 }]);
    } else {
      callback(null, address, 4);
    }
  };
}

describe('safeFetch refuses other schemes', () => {
  it.each([
    'file:///etc/passwd',
    'ftp://127.0.0.1/recipe.html',
    'data:text/html,<h1>Soup</h1>',
    'javascript:alert(1)',
    'gopher://127.0.0.1:6379/_INFO',
  ])('%s', (url) => expectRefusedUpFront(url, 'scheme', 'Only http and https addresses can be imported.'));

  it('refuses text that is not a URL', () =>
    expectRefusedUpFront('soup recipe', 'invalid-url', 'That is not a valid web address.'));
});

describe('IMPORT_ALLOW_HOSTS exempts exactly the listed origins', () => {
  it('fetches from loopback when its host:port is allowed', async () => {
    const fetched = await safeFetch(`${site.origin}/recipe`, { ...defaults, allowHosts: allowSite });
    expect(fetched.body.toString()).toBe(RECIPE_PAGE);
  });

  it('allows a listed name, wherever it resolves', async () => {
    const fetched = await safeFetch(`http://Recipes.Example:${site.port}/recipe`, {
      ...defaults,
      allowHosts: allowedHostsFromEnv(`recipes.example:${site.port}`),
      lookup: lookupTo('127.0.0.1', []),
    });
    expect(fetched.body.toString()).toBe(RECIPE_PAGE);
  });

  it('does not exempt another port on the same host', async () => {
    const { error } = await refusalOf(`http://127.0.0.1:${forbidden.port}/`, { allowHosts: allowSite });
    expectRefused(error, 'private-address', PRIVATE_NETWORK);
    expect(forbidden.requests).toEqual([]);
  });

  it.each([
    ['/to-forbidden', 'a loopback port not listed'],
    ['/to-forbidden-by-name', 'a name resolving to a loopback port not listed'],
    ['/to-metadata', 'the instance metadata address'],
  ])('checks a redirect from an allowed origin (%s, to %s)', async (path) => {
    const { error } = await refusalOf(`${site.origin}${path}`, { allowHosts: allowSite });
    expectRefused(error, 'private-address', PRIVATE_NETWORK);
    expect(forbidden.requests).toEqual([]);
  });

  it('checks the scheme of a redirect', async () => {
    const { error } = await refusalOf(`${site.origin}/to-file`, { allowHosts: allowSite });
    expectRefused(error, 'scheme', 'Only http and https addresses can be imported.');
  });

  it('parses the variable: empty means none, hosts are normalised, a missing port is an error', () => {
    expect(allowedHostsFromEnv(undefined)).toEqual(new Set());
    expect(allowedHostsFromEnv(' ')).toEqual(new Set());
    expect(allowedHostsFromEnv('LocalHost:4100, 127.0.0.1:80,[::1]:4200')).toEqual(
      new Set(['localhost:4100', '127.0.0.1:80', '[::1]:4200']),
    );
    expect(() => allowedHostsFromEnv('127.0.0.1')).toThrow('"127.0.0.1" is not a host:port pair');
    expect(() => allowedHostsFromEnv('http://127.0.0.1:80')).toThrow('is not a host:port pair');
  });
});

describe('safeFetch follows redirects', () => {
  it('returns the page and the final URL after a redirect', async () => {
    const fetched = await safeFetch(`${site.origin}/start`, { ...defaults, allowHosts: allowSite });
    expect(fetched).toEqual({
      finalUrl: `${site.origin}/recipe`,
      contentType: 'text/html; charset=utf-8',
      body: Buffer.from(RECIPE_PAGE),
    });
  });

  it('follows five redirects', async () => {
    const fetched = await safeFetch(`${site.origin}/chain/0`, { ...defaults, allowHosts: allowSite });
    expect(fetched.finalUrl).toBe(`${site.origin}/recipe`);
  });

  it('refuses a sixth, without requesting it', async () => {
    const { error } = await refusalOf(`${site.origin}/hop/0`, { allowHosts: allowSite });
    expectRefused(error, 'too-many-redirects', 'That address redirects more than 5 times.');
    expect(site.requests.filter((path) => path.startsWith('/hop/'))).toEqual([
      '/hop/0',
      '/hop/1',
      '/hop/2',
      '/hop/3',
      '/hop/4',
      '/hop/5',
    ]);
  });
});

describe('safeFetch accepts only the kind of content asked for', () => {
  it('takes XHTML as a page', async () => {
    const fetched = await safeFetch(`${site.origin}/xhtml`, { ...defaults, allowHosts: allowSite });
    expect(fetched.contentType).toBe('application/xhtml+xml');
  });

  it.each(['/notes.txt', '/untyped', '/photo.png'])('refuses %s as a page', async (path) => {
    const { error } = await refusalOf(`${site.origin}${path}`, { allowHosts: allowSite });
    expectRefused(error, 'content-type', 'That address is not a web page.');
  });

  it('takes a PNG as an image and refuses SVG', async () => {
    const image = { accept: 'image', maxBytes: 10 * MEGABYTE, allowHosts: allowSite } as const;
    const fetched = await safeFetch(`${site.origin}/photo.png`, image);
    expect(fetched.contentType).toBe('image/png');
    const { error } = await refusalOf(`${site.origin}/photo.svg`, image);
    expectRefused(error, 'content-type', 'That address is not a JPEG, PNG, WebP or AVIF image.');
  });

  it('reports an error status from the site', async () => {
    const { error } = await refusalOf(`${site.origin}/missing`, { allowHosts: allowSite });
    expectRefused(error, 'http-status', 'That page answered with an error (HTTP 404).');
  });
});

describe('safeFetch decodes compressed bodies', () => {
  it.each(['/gzipped', '/brotli'])('%s', async (path) => {
    const fetched = await safeFetch(`${site.origin}${path}`, { ...defaults, allowHosts: allowSite });
    expect(fetched.body.toString()).toBe(RECIPE_PAGE);
  });

  it('applies the size limit to the decoded body', async () => {
    const { error } = await refusalOf(`${site.origin}/gzip-bomb`, {
      maxBytes: MEGABYTE,
      allowHosts: allowSite,
    });
    expectRefused(error, 'too-large', 'That page is larger than 1 MB.');
  });

  it('reports a body that does not decode, or an encoding it did not ask for', async () => {
    const corrupt = await refusalOf(`${site.origin}/corrupt-gzip`, { allowHosts: allowSite });
    expectRefused(corrupt.error, 'unreachable', 'That page could not be reached.');
    const unknown = await refusalOf(`${site.origin}/compress`, { allowHosts: allowSite });
    expectRefused(unknown.error, 'unreachable', 'That page could not be read (unknown encoding).');
  });
});

describe('safeFetch limits size and time', () => {
  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    const { error } = await refusalOf(`${site.origin}/declared-huge`, { allowHosts: allowSite });
    expectRefused(error, 'too-large', 'That page is larger than 5 MB.');
  });

  it('words the limit for images', async () => {
    const { error } = await refusalOf(`${site.origin}/declared-huge-image`, {
      accept: 'image',
      maxBytes: 10 * MEGABYTE,
      allowHosts: allowSite,
    });
    expectRefused(error, 'too-large', 'That image is larger than 10 MB.');
  });

  it('stops reading a streamed body once it passes the limit', async () => {
    const { error } = await refusalOf(`${site.origin}/endless`, {
      maxBytes: MEGABYTE,
      allowHosts: allowSite,
    });
    expectRefused(error, 'too-large', 'That page is larger than 1 MB.');
  });

  it('gives up on a server that does not answer', async () => {
    const startedAt = Date.now();
    const { error } = await refusalOf(`${site.origin}/silent`, { timeoutMs: 300, allowHosts: allowSite });
    expectRefused(error, 'timeout', 'The page took too long to answer.');
    expect(Date.now() - startedAt).toBeLessThan(1_500);
  });

  it('counts the body against the same deadline', async () => {
    const { error } = await refusalOf(`${site.origin}/stalls-mid-body`, {
      timeoutMs: 300,
      allowHosts: allowSite,
    });
    expectRefused(error, 'timeout', 'The page took too long to answer.');
  });

  it('reports a site that refuses the connection as unreachable', async () => {
    const closed = await startServer({});
    await closed.close();
    const { error } = await refusalOf(closed.origin, {
      allowHosts: allowedHostsFromEnv(`127.0.0.1:${closed.port}`),
    });
    expectRefused(error, 'unreachable', 'That page could not be reached.');
  });
});
