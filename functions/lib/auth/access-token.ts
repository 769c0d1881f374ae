import { createHash } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import * as z from 'zod';
import { type Locale, locales } from '#shared/i18n/locales';
import { roles } from '#shared/roles';
import { UnauthorizedError } from '../domain-errors';

export const accessTokenLifetimeSeconds = 15 * 60;
const audience = 'recipe-planner-api';

/** The signed-in caller, as the access token describes them. */
export interface Caller {
  userId: string;
  email: string;
  name: string;
  role: (typeof roles)[number];
  avatar: string | null;
  /**
   * The refresh-token family this access token was issued in: the token is refused once that session
   * ends (session-check.ts), and change-password keeps this session while ending the others.
   */
  sessionId: string;
  /**
   * The language the user chose (issue 26), so that answers follow it without reading the user;
   * null follows the request's Accept-Language, as does a token issued before the claim.
   */
  language?: Locale | null;
}

const claims = z.object({
  sub: z.string().min(1),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  avatar: z.string().nullable(),
  sid: z.string().min(1),
  // Unknown values (a language since removed) are read as none, not refused.
  lang: z.enum(locales).nullable().optional().catch(null),
});

/** A signing key and its id (`kid`), which names it in every token it signed. */
export interface SigningKey {
  kid: string;
  secret: Uint8Array;
}

/**
 * The keys of a rotation: new tokens are signed with `current`; tokens signed with a `previous` key
 * still verify, so rotating the secret signs no one out (the previous key must stay until its last
 * token has expired, one access-token lifetime).
 */
export interface TokenKeys {
  current: SigningKey;
  previous: SigningKey[];
  issuer: string;
}

/** The key id is derived from the key (a hash prefix): it needs no storage and reveals nothing. */
export const signingKey = (secret: string): SigningKey => ({
  kid: createHash('sha256').update(secret).digest('base64url').slice(0, 16),
  secret: new TextEncoder().encode(secret),
});

const keyById = (keys: TokenKeys, kid: string | undefined) =>
  // A token without a key id predates rotation: it was signed with the only key there was.
  kid === undefined ? keys.current : [keys.current, ...keys.previous].find((key) => key.kid === kid);

export const signAccessToken = async (caller: Caller, keys: TokenKeys, now = Date.now()) => {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + accessTokenLifetimeSeconds;
  const token = await new SignJWT({
    email: caller.email,
    name: caller.name,
    role: caller.role,
    avatar: caller.avatar,
    sid: caller.sessionId,
    ...(caller.language ? { lang: caller.language } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: keys.current.kid })
    .setSubject(caller.userId)
    .setIssuer(keys.issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keys.current.secret);
  return { token, expiresAt };
};

/**
 * Verifies signature (HS256 only: `alg: none` and key confusion are refused), issuer, audience and
 * expiry. A key id this container does not know may be a key rotated in since it loaded its keys:
 * `reloadKeys` (itself rate-limited) is asked once before the token is refused.
 */
export const verifyAccessToken = async (
  token: string,
  keys: TokenKeys,
  reloadKeys?: () => Promise<TokenKeys>,
): Promise<Caller> => {
  try {
    const { payload } = await jwtVerify(
      token,
      async ({ kid }) => {
        const key = keyById(keys, kid) ?? (reloadKeys && keyById(await reloadKeys(), kid));
        if (!key) throw new errors.JWSSignatureVerificationFailed('unknown key id');
        return key.secret;
      },
      { algorithms: ['HS256'], issuer: keys.issuer, audience, requiredClaims: ['exp', 'sub'] },
    );
    const parsed = claims.parse(payload);
    return {
      userId: parsed.sub,
      email: parsed.email,
      name: parsed.name,
      role: parsed.role,
      avatar: parsed.avatar,
      sessionId: parsed.sid,
      ...(parsed.lang ? { language: parsed.lang } : {}),
    };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new UnauthorizedError('errors.sessionExpired');
    throw new UnauthorizedError('errors.invalidAccessToken');
  }
};
