import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { signingKey, type TokenKeys } from '#functions/lib/auth/access-token';
import { open, seal } from '#functions/lib/auth/secret-box';
import { groupedSecret, isTotpCode, newTotpSecret, totpStep, totpUri } from '#functions/lib/auth/totp';
import { passkeyName, relyingPartyOf } from '#functions/users/passkey-service';

const keys = (current: string, ...previous: string[]): TokenKeys => ({
  current: signingKey(current),
  previous: previous.map(signingKey),
  issuer: 'test',
});
const first = 'first-secret-first-secret-first-secret';
const second = 'second-secret-second-secret-second-se';
const third = 'third-secret-third-secret-third-secret';

describe('the sealed two-step secret', () => {
  it('opens with the key it was sealed under, also once that key is the previous one', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', keys(first));
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(sealed, keys(first))).toBe('JBSWY3DPEHPK3PXP');
    expect(open(sealed, keys(second, first))).toBe('JBSWY3DPEHPK3PXP');
    expect(open(sealed, keys(third, second))).toBeUndefined();
  });

  it('does not open when tampered with', () => {
    const parts = seal('JBSWY3DPEHPK3PXP', keys(first)).split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(open(parts.join('.'), keys(first))).toBeUndefined();
    expect(open('not sealed at all', keys(first))).toBeUndefined();
  });
});

describe('TOTP codes', () => {
  const secret = newTotpSecret();
  const at = (ms: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });
  const now = 1_800_000_000_000;

  it('makes a 160-bit base32 secret, shown in groups of four, and an otpauth URI with it', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(groupedSecret(secret)).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const uri = new URL(totpUri(secret, 'ada@example.com'));
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });

  it('takes the step before and after the current one, and names the step', () => {
    const step = Math.floor(now / 30_000);
    expect(totpStep(secret, at(now), now)).toBe(step);
    expect(totpStep(secret, at(now - 30_000), now)).toBe(step - 1);
    expect(totpStep(secret, at(now + 30_000), now)).toBe(step + 1);
    expect(totpStep(secret, at(now - 90_000), now)).toBeUndefined();
    const code = at(now);
    expect(totpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
  });

  it('tells codes from recovery codes', () => {
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('abcd-efgh-2345-6789')).toBe(false);
  });
});

describe('passkeys', () => {
  it('are named after the browser and system that made them', () => {
    expect(
      passkeyName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toBe('Safari on macOS');
    expect(passkeyName(undefined)).toBe('Passkey');
    expect(passkeyName('')).toBe('Passkey');
    expect(passkeyName('curl/8.5.0')).toEqual(expect.any(String));
  });

  it("belong to the site's host, from the configured origin", () => {
    expect(relyingPartyOf('http://localhost:3000')).toEqual({
      name: 'Recipe Planner',
      origin: 'http://localhost:3000',
      id: 'localhost',
    });
    expect(relyingPartyOf('https://d111.cloudfront.net').id).toBe('d111.cloudfront.net');
  });
});
