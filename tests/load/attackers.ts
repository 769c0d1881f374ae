/**
 * The attackers of `npm run load:attack`, a process of their own so that their sending never
 * shares an event loop with the household's clients: from loopback addresses of their own
 * (127.66.x.y; Linux routes all of 127/8 to loopback), at steady rates, for a bounded time, they
 * send crafted import pages (signed in, as any stranger who registers can), junk refresh tokens and
 * junk sign-ups. Prints one JSON line: per attack, how many requests got which status.
 *
 * Usage: tsx tests/load/attackers.ts BASE_URL SECONDS
 */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';

const [baseUrl = '', secondsText = '30'] = process.argv.slice(2);
const seconds = Number(secondsText);
const { hostname, port } = new URL(baseUrl);

interface Answer {
  status: number;
  body: string;
}

/** One JSON request from `address`; a connection error counts as status 0. */
const send = (address: string, method: string, path: string, body?: unknown, token?: string) =>
  new Promise<Answer>((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = request(
      {
        host: hostname === 'localhost' ? '127.0.0.1' : hostname,
        port,
        path,
        method,
        localAddress: address,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        timeout: 35_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => resolve({ status: 0, body: '' }));
    outgoing.end(payload);
  });

/** The hostile pages of the resilience issue, each a few hundred KB: what a crafted site serves. */
const hostilePages = [
  // One "ingredient line" of digits and fractions.
  `<script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: 'x',
    recipeIngredient: [`${'1 1/2 '.repeat(5_000)}cups flour`, '1 egg'],
    recipeInstructions: 'Mix.',
  })}</script>`,
  // Unclosed meta tags.
  '<meta content="x'.repeat(12_000),
  // Deep nesting.
  '<div><span>'.repeat(20_000),
  // A tab panel of many paragraphs, and many ingredients.
  `<div role="tabpanel" id="p">${'<p>1 cup sugar</p>'.repeat(10_000)}</div><ul>${'<li>2 g salt</li>'.repeat(5_000)}</ul>`,
];

const counts: Record<string, Record<string, number>> = {};
const count = (attack: string, status: number) => {
  const byStatus = counts[attack] ?? {};
  byStatus[status] = (byStatus[status] ?? 0) + 1;
  counts[attack] = byStatus;
};

const address = (group: number, index: number) => `127.66.${group}.${index + 1}`;

/** Sends `make()` every `1000 / perSecond` ms until the time is up, without waiting for answers. */
const steady = async (attack: string, perSecond: number, make: (n: number) => Promise<Answer>) => {
  const end = Date.now() + seconds * 1000;
  const pending: Promise<void>[] = [];
  for (let n = 0; Date.now() < end; n++) {
    pending.push(make(n).then(({ status }) => count(attack, status)));
    await new Promise((done) => setTimeout(done, 1000 / perSecond));
  }
  await Promise.all(pending);
};

/** An importer: registers and signs in from its own address (as any stranger can), then floods. */
const importer = async (from: string) => {
  const account = { name: 'Mallory', email: `mallory-${randomUUID()}@example.com`, password: 'mallory-pw-1' };
  await send(from, 'POST', '/api/users/register', { ...account, confirmPassword: account.password });
  const login = await send(from, 'POST', '/api/users/login', {
    email: account.email,
    password: account.password,
  });
  const token = login.status === 200 ? (JSON.parse(login.body) as { token: string }).token : undefined;
  if (!token) throw new Error(`The attacker could not sign in: ${login.status} ${login.body}`);
  await steady('import (crafted pages)', 4, (n) =>
    send(
      from,
      'POST',
      '/api/recipes/import',
      { url: 'https://attacker.example/recipe', html: hostilePages[n % hostilePages.length] },
      token,
    ),
  );
};

await Promise.all([
  importer(address(1, 0)),
  steady('refresh (junk tokens)', 40, () =>
    send(address(2, 0), 'POST', '/api/users/refresh-token', { refreshToken: randomUUID() }),
  ),
  steady('register (junk sign-ups)', 4, () => {
    const password = 'junk-password-1';
    return send(address(3, 0), 'POST', '/api/users/register', {
      name: 'Junk',
      email: `junk-${randomUUID()}@example.com`,
      password,
      confirmPassword: password,
    });
  }),
]);
console.log(JSON.stringify(counts));
