import * as z from 'zod';
import { session } from './user-schemas';

/**
 * Passkeys and two-step sign-in (issue 25, points 5 and 6): the bodies and answers of their routes.
 * WebAuthn's own JSON (options, attestation and assertion responses) is built and checked by
 * @simplewebauthn on both sides; here it is bounded in size and shape only, so a malformed one is a
 * 400 before the library sees it.
 */

/** A base64url text, as WebAuthn's JSON carries bytes. */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'errors.mustBase64urlText');

/** A credential id (at most 1023 bytes in WebAuthn, so 1364 base64url characters). */
export const credentialId = base64url(1364);

const clientExtensionResults = z.record(z.string(), z.unknown());
const transports = z.array(z.string().max(32)).max(10);

/** What `startRegistration` answers (RegistrationResponseJSON). */
export const addPasskeyBody = z.strictObject({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    transports: transports.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
});

/** What `startAuthentication` answers (AuthenticationResponseJSON). */
export const passkeySignInBody = z.strictObject({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
});

/** The options for the browser's prompt, passed to @simplewebauthn/browser as they are. */
export const webAuthnOptions = z.looseObject({ challenge: z.string(), rpId: z.string().optional() });

export const passkeyParams = z.strictObject({ id: credentialId });

export const renamePasskeyBody = z.strictObject({
  name: z.string().trim().min(1, 'errors.nameRequired').max(60, 'errors.nameAtMost60Characters'),
});

export const passkey = z.object({
  id: credentialId,
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export const passkeyList = z.array(passkey);

/** Six digits from an authenticator app, or a recovery code (groups of letters and digits, any case, dashes and spaces allowed). */
export const secondStepCode = z
  .string()
  .trim()
  .min(1, 'errors.codeRequired')
  .max(32, 'errors.codeAtMost32Characters');

export const twoStepStatus = z.object({
  enabled: z.boolean(),
  /** Recovery codes not used yet (0 when two-step sign-in is off). */
  recoveryCodesLeft: z.number().int(),
});

export const twoStepSetup = z.object({
  /** The secret as base32 (RFC 4648), in groups of four separated by spaces. */
  secret: z.string(),
  /** The otpauth:// URI an authenticator app reads from the QR code. */
  otpauthUrl: z.string(),
});

export const enableTwoStepBody = z.strictObject({ code: secondStepCode });
export const twoStepRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()).length(10) });
/**
 * The account's password again, before a way to sign in is added or removed (a passkey, two-step
 * sign-in): a session alone, however briefly held, must not be able to add a way back in.
 */
export const ownPasswordBody = z.strictObject({
  password: z.string().min(1, 'errors.passwordRequired').max(128, 'errors.passwordAtMost128Characters'),
});

/** A second step's challenge: random, handed out once by login, redeemed by `loginSecondStep`. */
const challenge = z.string().min(1).max(128);

export const secondStepRequired = z.object({
  secondStepRequired: z.literal(true),
  challenge,
});

/**
 * What `POST /api/users/login` answers: a session, or (two-step sign-in on) the second step's
 * challenge, without any token or cookie until `POST /api/users/login/second-step` is passed.
 */
export const loginAnswer = z.union([session, secondStepRequired]);

export const secondStepBody = z.strictObject({ challenge, code: secondStepCode });
/** The code fields of the web app's forms (the second step, confirming two-step sign-in). */
export const codeForm = z.strictObject({ code: secondStepCode });

export type Passkey = z.infer<typeof passkey>;
export type SecondStepRequired = z.infer<typeof secondStepRequired>;
