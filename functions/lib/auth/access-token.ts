import { errors, jwtVerify, SignJWT } from 'jose';
import * as z from 'zod';
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
  /** The refresh-token family this access token was issued in; lets change-password keep this session. */
  sessionId: string;
}

const claims = z.object({
  sub: z.string().min(1),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  avatar: z.string().nullable(),
  sid: z.string().min(1),
});

export interface TokenKeys {
  secret: Uint8Array;
  issuer: string;
}

export const signAccessToken = async (caller: Caller, keys: TokenKeys, now = Date.now()) => {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + accessTokenLifetimeSeconds;
  const token = await new SignJWT({
    email: caller.email,
    name: caller.name,
    role: caller.role,
    avatar: caller.avatar,
    sid: caller.sessionId,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(caller.userId)
    .setIssuer(keys.issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keys.secret);
  return { token, expiresAt };
};

/** Verifies signature (HS256 only: `alg: none` and key confusion are refused), issuer, audience and expiry. */
export const verifyAccessToken = async (token: string, keys: TokenKeys): Promise<Caller> => {
  try {
    const { payload } = await jwtVerify(token, keys.secret, {
      algorithms: ['HS256'],
      issuer: keys.issuer,
      audience,
      requiredClaims: ['exp', 'sub'],
    });
    const parsed = claims.parse(payload);
    return {
      userId: parsed.sub,
      email: parsed.email,
      name: parsed.name,
      role: parsed.role,
      avatar: parsed.avatar,
      sessionId: parsed.sid,
    };
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw new UnauthorizedError('Your session has expired. Please sign in again.');
    throw new UnauthorizedError('Invalid access token');
  }
};
