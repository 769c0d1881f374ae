import { nextCursorHeader } from '#shared/users/user-schemas';
import {
  clearedRefreshTokenCookies,
  missingRefreshToken,
  refreshTokenCookies,
  refreshTokenOf,
  wantsCookieMode,
} from '../lib/auth/refresh-cookie';
import { webConfig } from '../lib/config';
import { UnauthorizedError } from '../lib/domain-errors';
import type { ApiEvent } from '../lib/http/api-event';
import { createHandler, Reply } from '../lib/http/create-handler';
import { clientAddress } from '../lib/http/origin-check';
import { invitationImplementations } from './invitation-handlers';
import { invalidRefreshToken } from './user-service';
import { createDefaultInvitationService, createDefaultUserService } from './user-service-factory';

const invitations = createDefaultInvitationService(webConfig().WEB_ORIGIN);
const service = createDefaultUserService(invitations.admit);

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
    answerSession(event, await service.login(body.email, body.password, clientAddress(event))),
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
  ...invitationImplementations(invitations),
});
