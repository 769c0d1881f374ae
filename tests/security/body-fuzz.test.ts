import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { fillPath, type RouteDefinition } from '#shared/http/define-route';
import { today } from '#shared/meal-plans/week';
import { routeEntries } from '#shared/routes';
import { api, signedInUser } from '../integration/support/api';
import { newLoopbackAddress } from '../integration/support/from-address';

/**
 * Every JSON body schema of the route table, fuzzed: arbitrary JSON (wrong types, deep nesting,
 * huge strings), and bodies shaped like the schema but carrying the fields an attacker would try
 * to smuggle in. Whatever arrives, the answer is a 4xx with a JSON `{ message }`: never a 500.
 */
const placeholder = '00000000-0000-4000-8000-000000000000';
const smuggled = [
  'createdBy',
  'role',
  'isGroupAdmin',
  'userId',
  'averageRating',
  'id',
  '__proto__',
  'constructor',
];

const bodyRoutes = routeEntries.filter(([, route]) => route.body && route.bodyType !== 'multipart');

const urlOf = (route: RouteDefinition) => {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  return fillPath(route.path, Object.fromEntries(names.map((name) => [name, placeholder])));
};

/** The top-level field names a schema declares, to build bodies that look almost right. */
const fieldsOf = (schema: z.ZodType): string[] => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {});
};

const deep = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue({ maxDepth: 2 }),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

const hugeString = fc.constantFrom(
  'x'.repeat(70_000),
  'é'.repeat(20_000),
  '\u0000'.repeat(1000),
  '<script>alert(1)</script>',
);

const almostRight = (fields: string[]) =>
  fc
    .tuple(
      fc.record(
        Object.fromEntries(
          fields.map((field) => [field, fc.oneof(fc.jsonValue({ maxDepth: 2 }), hugeString)]),
        ),
        {
          requiredKeys: [],
        },
      ),
      fc.subarray(smuggled, { minLength: 1 }),
      fc.jsonValue({ maxDepth: 1 }),
    )
    .map(([body, extra, value]) => ({
      ...body,
      ...Object.fromEntries(extra.map((field) => [field, value])),
    }));

let fuzzer: Awaited<ReturnType<typeof signedInUser>>;
let token: string;
beforeAll(async () => {
  fuzzer = await signedInUser({ name: 'Fuzzer' });
  token = fuzzer.session.token;
});

describe.each(bodyRoutes)('%s body', (_name, route) => {
  // Each route's bodies come from an address of their own: 25 of them to a limited route (20
  // password resets in 15 minutes, 60 imports a minute) would otherwise spend the limits of
  // 127.0.0.1 that the suite's other files send from.
  const fuzzAddress = newLoopbackAddress();
  it('answers every fuzzed body with a 4xx JSON message, never a 500', async () => {
    const bodies = fc.oneof(deep, hugeString, almostRight(fieldsOf(route.body as z.ZodType)));
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const response = await api(route.method, urlOf(route), { token, body, from: fuzzAddress });
        expect(response.status, JSON.stringify(body).slice(0, 200)).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(typeof response.body?.message).toBe('string');
      }),
      { numRuns: 25, seed: 20261122 },
    );
  });
});

describe('after every refused body', () => {
  it('has stored nothing: the fuzzing account still owns nothing and is unchanged', async () => {
    const owned = await Promise.all(
      [
        '/api/recipes/user',
        '/api/group/user',
        `/api/mealplan/week?weekStartDate=${today()}`,
        `/api/shoppinglistitem/user/${fuzzer.session.id}`,
      ].map(async (path) => (await api('GET', path, { token })).body),
    );
    expect(owned).toEqual([[], [], [], []]);
    const again = await api('POST', '/api/users/login', {
      body: { email: fuzzer.email, password: fuzzer.password },
    });
    expect(again.body).toMatchObject({ name: 'Fuzzer', role: 'User', avatar: null });
  });
});
