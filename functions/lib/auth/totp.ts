import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time codes (RFC 6238) as authenticator apps make them: SHA-1, 6 digits, 30-second
 * steps, and the step before and after accepted for clocks a little off.
 */
const period = 30;
const window = 1;

const totpOf = (base32: string, label = '') =>
  new TOTP({
    issuer: 'Recipe Planner',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(base32),
  });

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), as base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The base32 secret in groups of four, for people to type. */
export const groupedSecret = (base32: string) => base32.replace(/(.{4})(?=.)/g, '$1 ');

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const totpUri = (base32: string, account: string) => totpOf(base32, account).toString();

/** Whether the text looks like an authenticator app's code (six digits, spaces allowed). */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** The step (30-second counter) whose code `code` is, within the window around `nowMs`; undefined if none. */
export const totpStep = (base32: string, code: string, nowMs: number): number | undefined => {
  const delta = totpOf(base32).validate({ token: code.replace(/\s/g, ''), timestamp: nowMs, window });
  return delta === null ? undefined : Math.floor(nowMs / 1000 / period) + delta;
};
