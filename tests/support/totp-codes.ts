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
