import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { z } from 'zod';
import type {
  addPasskeyBody,
  passkeySignInBody,
  webAuthnOptions,
} from '#shared/users/sign-in-factor-schemas';
import type { PasskeyRecord, Passkeys } from '../data/passkeys';
import { challengeLifetimeSeconds, type SignInChallenges } from '../data/sign-in-challenges';
import type { UserRecord, Users } from '../data/users';
import type { Caller } from '../lib/auth/access-token';
import { deviceOf } from '../lib/auth/device';
import { ConflictError, InvalidInputError, NotFoundError, UnauthorizedError } from '../lib/domain-errors';
import { epochSecondsOf } from '../lib/epoch-seconds';

/** The site a passkey belongs to: its origin (as the browser reports it) and host (WebAuthn's RP ID). */
export interface RelyingParty {
  name: string;
  origin: string;
  id: string;
}

/** The relying party of a site origin such as `https://d123.cloudfront.net` or `http://localhost:3000`. */
export const relyingPartyOf = (origin: string): RelyingParty => ({
  name: 'Recipe Planner',
  origin,
  id: new URL(origin).hostname,
});

export const unknownPasskey = 'errors.unknownPasskey';
const passkeySignInFailed = 'errors.passkeySignInFailed';
const passkeyNotFound = 'errors.passkeyNotFound';

/** "Chrome on Linux": the browser and system that made a passkey, so the list tells them apart unnamed. */
export const passkeyName = (userAgent: string | undefined) => {
  const { browser, system } = deviceOf(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser || system || 'Passkey';
};

/** The options as the route answers them: WebAuthn's JSON, passed to the browser's library unchanged. */
type WebAuthnOptions = z.output<typeof webAuthnOptions>;

const toPasskey = ({ credentialId, name, createdAt, lastUsedAt }: PasskeyRecord) => ({
  id: credentialId,
  name,
  createdAt,
  lastUsedAt,
});

export interface PasskeyServiceDependencies {
  passkeys: Passkeys;
  challenges: SignInChallenges;
  users: Pick<Users, 'findById'>;
  /** Read on first use: the site's origin is configuration (WEB_ORIGIN), never a request's Host header. */
  relyingParty: () => RelyingParty;
  /** Epoch milliseconds. */
  now?: () => number;
}

/** Passkeys (WebAuthn, by @simplewebauthn/server): adding, listing, renaming, removing, signing in. */
export const createPasskeyService = (dependencies: PasskeyServiceDependencies) => {
  const { passkeys, challenges, users, relyingParty, now = Date.now } = dependencies;
  const seconds = epochSecondsOf(now);
  const timeout = challengeLifetimeSeconds * 1000;
  /** A WebAuthn challenge the server made for this purpose (and user), used up by this check. */
  const issued =
    (purpose: 'passkey-registration' | 'passkey-sign-in', userId?: string) => async (challenge: string) => {
      const record = await challenges.take(challenge, purpose, seconds());
      return record !== undefined && record.userId === userId;
    };

  return {
    async registrationOptions(caller: Caller) {
      const rp = relyingParty();
      const existing = await passkeys.listOf(caller.userId);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: caller.email,
        userDisplayName: caller.name,
        userID: new TextEncoder().encode(caller.userId),
        attestationType: 'none',
        timeout,
        // One passkey per authenticator: the browser says so rather than making a second.
        excludeCredentials: existing.map(({ credentialId, transports }) => ({
          id: credentialId,
          transports,
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await challenges.put(
        options.challenge,
        { purpose: 'passkey-registration', userId: caller.userId },
        seconds(),
      );
      return options as unknown as WebAuthnOptions;
    },

    async add(caller: Caller, response: z.output<typeof addPasskeyBody>, userAgent: string | undefined) {
      const rp = relyingParty();
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await verifyRegistrationResponse({
          response: response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
          expectedChallenge: issued('passkey-registration', caller.userId),
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: true,
        });
      } catch {
        throw new InvalidInputError('errors.passkeyNotAdded');
      }
      if (!verification.verified) throw new InvalidInputError('errors.passkeyNotAdded');
      const { credential } = verification.registrationInfo;
      const record: PasskeyRecord = {
        userId: caller.userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? response.response.transports ?? [],
        name: passkeyName(userAgent),
        createdAt: new Date(now()).toISOString(),
        lastUsedAt: null,
      };
      if (!(await passkeys.add(record))) throw new ConflictError('errors.passkeyAddedAlready');
      return toPasskey(record);
    },

    list: async (userId: string) => (await passkeys.listOf(userId)).map(toPasskey),

    async rename(userId: string, credentialId: string, name: string) {
      const renamed = await passkeys.rename(userId, credentialId, name);
      if (!renamed) throw new NotFoundError(passkeyNotFound);
      return toPasskey(renamed);
    },

    async remove(userId: string, credentialId: string) {
      if (!(await passkeys.remove(userId, credentialId))) throw new NotFoundError(passkeyNotFound);
    },

    /** Discoverable credentials: no list of allowed passkeys, so no email is asked for or told. */
    async signInOptions() {
      const options = await generateAuthenticationOptions({
        rpID: relyingParty().id,
        userVerification: 'required',
        timeout,
      });
      await challenges.put(options.challenge, { purpose: 'passkey-sign-in' }, seconds());
      return options as unknown as WebAuthnOptions;
    },

    /** The user a passkey's answer signs in (no second step: a passkey with user verification, required here, is two factors' worth: the device and its PIN or biometric). */
    async signIn(response: z.output<typeof passkeySignInBody>): Promise<UserRecord> {
      const passkey = await passkeys.find(response.id);
      if (!passkey) throw new UnauthorizedError(unknownPasskey);
      const handle = response.response.userHandle;
      if (handle !== undefined && handle !== Buffer.from(passkey.userId).toString('base64url'))
        throw new UnauthorizedError(passkeySignInFailed);
      const rp = relyingParty();
      let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
      try {
        verification = await verifyAuthenticationResponse({
          response: response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
          expectedChallenge: issued('passkey-sign-in'),
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: {
            id: passkey.credentialId,
            publicKey: Buffer.from(passkey.publicKey, 'base64url'),
            counter: passkey.counter,
            transports: passkey.transports as never,
          },
          requireUserVerification: true,
        });
      } catch {
        throw new UnauthorizedError(passkeySignInFailed);
      }
      if (!verification.verified) throw new UnauthorizedError(passkeySignInFailed);
      const used = await passkeys.markUsed(
        passkey.userId,
        passkey.credentialId,
        verification.authenticationInfo.newCounter,
        new Date(now()).toISOString(),
      );
      const user = used ? await users.findById(passkey.userId) : undefined;
      if (!user) throw new UnauthorizedError(passkeySignInFailed);
      return user;
    },
  };
};

export type PasskeyService = ReturnType<typeof createPasskeyService>;
