import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isExpired, refreshDelayMs, refreshLeadMs, tokenExpiry } from '#web/lib/auth/jwt';

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment(payload)}.signature`;

describe('decodeJwtPayload', () => {
  it('reads a base64url payload, including non-ASCII text', () => {
    expect(decodeJwtPayload(jwt({ sub: 'u1', name: 'Zoë Ørsted', exp: 1_700_000_000 }))).toEqual({
      sub: 'u1',
      name: 'Zoë Ørsted',
      exp: 1_700_000_000,
    });
  });

  it('reads payloads whose base64url form uses - and _ and needs padding', () => {
    const payload = { data: '>>>???~~~', n: 1 };
    const encoded = segment(payload);
    expect(encoded).toMatch(/[-_]/);
    expect(decodeJwtPayload(`x.${encoded}.y`)).toEqual(payload);
  });

  it.each([
    ['no payload segment', 'abc'],
    ['a payload that is not base64', 'a.%%%.c'],
    ['a payload that is not JSON', `a.${Buffer.from('nope').toString('base64url')}.c`],
    ['a payload that is an array', `a.${segment([1, 2])}.c`],
  ])('returns null for %s', (_, token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });
});

describe('tokenExpiry', () => {
  it('returns the exp claim in seconds', () => {
    expect(tokenExpiry(jwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000);
  });

  it('returns null without a numeric exp', () => {
    expect(tokenExpiry(jwt({ sub: 'u1' }))).toBeNull();
    expect(tokenExpiry(jwt({ exp: '1800000000' }))).toBeNull();
    expect(tokenExpiry('garbage')).toBeNull();
  });
});

describe('isExpired', () => {
  it('is expired at and after the expiry second', () => {
    expect(isExpired(1000, 999_999)).toBe(false);
    expect(isExpired(1000, 1_000_000)).toBe(true);
    expect(isExpired(1000, 1_000_001)).toBe(true);
  });
});

describe('refreshDelayMs', () => {
  it('plans the refresh 60,000 ms before expiry', () => {
    expect(refreshLeadMs).toBe(60_000);
    const now = 1_000_000_000;
    const expiry = (now + 15 * 60_000) / 1000;
    expect(refreshDelayMs(expiry, now)).toBe(14 * 60_000);
  });

  it('refreshes at once when less than a minute is left or the token has expired', () => {
    const now = 1_000_000_000;
    expect(refreshDelayMs((now + 30_000) / 1000, now)).toBe(0);
    expect(refreshDelayMs((now - 5_000) / 1000, now)).toBe(0);
  });

  it('never asks for a delay a timer cannot hold', () => {
    expect(refreshDelayMs(1e12, 0)).toBe(2_147_483_647);
  });
});
