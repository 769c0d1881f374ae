import { nextCursorHeader } from '#shared/users/user-schemas';
import { deviceOf } from '../lib/auth/device';
import {
  clearedRefreshTokenCookies,
  missingRefreshToken,
  refreshTokenCookies,
  refreshTokenOf,
  wantsCookieMode,
} from '../lib/auth/refresh-cookie';
import { UnauthorizedError } from '../lib/domain-errors';
import type { ApiEvent } from '../lib/http/api-event';
import { createHandler, Reply } from '../lib/http/create-handler';
import { clientAddress } from '../lib/http/origin-check';
import { createDefaultAccountDeletion } from './account-deletion-factory';
import { invalidRefreshToken } from './user-service';
import { createDefaultUserService } from './user-service-factory';

const service = createDefaultUserService();
const accountDeletion = createDefaultAccountDeletion();

type IssuedSession = Awaited<ReturnType<typeof service.login>>;

/** In cookie mode the refresh token goes into the cookie and out of the body. */
const answerSession = (event: ApiEvent, { sessionExpiresAt, ...session }: IssuedSession) => {
  if (!wantsCookieMode(event)) return session;
  const { refreshToken, ...rest } = session;
  return new Reply(rest, {}, refreshTokenCookies(refreshToken ?? '', sessionExpiresAt));
};

export const handler = createHandler('users', {
  register: ({ body }) => service.register(body),
  login: async ({ body, event }) =>
    answerSession(
      event,
      await service.login(
        body.email,
        body.password,
        clientAddress(event),
        deviceOf(event.headers['user-agent']),
      ),
    ),
  refreshToken: async ({ body, event }) => {
    const token = refreshTokenOf(event, body.refreshToken);
    // A cookie-mode refresh without a cookie has no session to refresh: the app signs out on 401.
    if (token === undefined)
      throw wantsCookieMode(event) ? new UnauthorizedError(invalidRefreshToken) : missingRefreshToken();
    return answerSession(event, await service.refresh(body.userId, token));
  },
  logout: async ({ body, event }) => {
    const token = refreshTokenOf(event, body.refreshToken);
    if (token === undefined && !wantsCookieMode(event)) throw missingRefreshToken();
    if (token !== undefined) await service.logout(token);
    return wantsCookieMode(event) ? new Reply(undefined, {}, clearedRefreshTokenCookies()) : undefined;
  },
  allUsers: async ({ query }) => {
    const page = await service.list(query.limit, query.cursor);
    return new Reply(page.users, page.nextCursor ? { [nextCursorHeader]: page.nextCursor } : {});
  },
  addUser: ({ caller, body }) => service.addUser(caller, body),
  updateProfile: ({ caller, body }) => service.updateProfile(caller, body.name, body.avatar),
  changePassword: ({ caller, body }) => service.changePassword(caller, body),
  deviceSessions: ({ caller }) => service.deviceSessions(caller),
  endDeviceSession: ({ caller, params }) => service.endDeviceSession(caller, params.id),
  endOtherDeviceSessions: ({ caller }) => service.endOtherDeviceSessions(caller),
  deleteAccount: async ({ caller, body, event }) => {
    const user = await service.checkOwnPassword(caller.userId, body.password, 'password');
    await accountDeletion.delete(caller, user, body.deleteRecipes);
    return wantsCookieMode(event) ? new Reply(undefined, {}, clearedRefreshTokenCookies()) : undefined;
  },
});
