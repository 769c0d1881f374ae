import { Secret, TOTP } from 'otpauth';

/**
 * The code an authenticator app shows for a base32 secret (spaces allowed, as the page shows it),
 * `stepOffset` 30-second steps from now: the server takes the step before and after the current
 * one, and refuses a step at or before the last one used, so tests move forwards (-1, 0, +1).
 */
export const totpCode = (secret: string, stepOffset = 0) =>
  new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret.replace(/\s/g, '')),
  }).generate({ timestamp: Date.now() + stepOffset * 30_000 });

/**
 * Waits, when less than `marginMs` is left of the current 30-second step, for the next one: a code
 * a step back is taken only while the server is still in the step it was computed in (or the one
 * before), so a test that sends one must not straddle a step's end.
 */
export const awaitFreshStep = async (marginMs = 5_000) => {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < marginMs) await new Promise((done) => setTimeout(done, left + 100));
};
