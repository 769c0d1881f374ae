import { resetLinkSentMessage } from '#shared/users/password-reset-schemas';
import { defaultTable } from '../data/default-table';
import { deviceOf } from '../lib/auth/device';
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
import { headerOf } from '../lib/http/api-event';
import { createHandler, Reply } from '../lib/http/create-handler';
import { clientAddress } from '../lib/http/origin-check';
import { requestLocale } from '../lib/i18n/request-locale';
import { createDefaultAccountDeletion } from './account-deletion-factory';
import { invitationImplementations } from './invitation-handlers';
import { pagedReply } from './paged-reply';
import { createDefaultPasswordResetService } from './password-reset-wiring';
import { createSignInFactors } from './sign-in-factor-factory';
import { invalidRefreshToken } from './user-service';
import { createDefaultInvitationService, createDefaultUserService } from './user-service-factory';

const invitations = createDefaultInvitationService(webConfig().WEB_ORIGIN);
const service = createDefaultUserService(invitations.admit);
const resets = createDefaultPasswordResetService();
const factors = createSignInFactors(defaultTable());
const accountDeletion = createDefaultAccountDeletion();

/** The browser and system the request's User-Agent names, for the session it starts. */
const deviceOfCaller = (event: ApiEvent) => deviceOf(headerOf(event, 'user-agent'));

/**
 * Adding or removing a way to sign in (a passkey, two-step sign-in) takes the password again, under
 * the email's sign-in limit: a session alone (an unlocked phone, a stolen cookie) must not be able
 * to add its own way back in, which a password reset would not take away.
 */
const confirmOwnPassword = (caller: { userId: string }, password: string) =>
  service.checkOwnPassword(caller.userId, password, 'password');

type IssuedSession = Awaited<ReturnType<typeof service.signIn>>;

/** In cookie mode the refresh token goes into the cookie and out of the body. */
const answerSession = (event: ApiEvent, { sessionExpiresAt, ...session }: IssuedSession) => {
  if (!wantsCookieMode(event)) return session;
  const { refreshToken, ...rest } = session;
  return new Reply(rest, {}, refreshTokenCookies(refreshToken ?? '', sessionExpiresAt));
};

/** A password sign-in's answer: a session, or the challenge of its second step (no token, no cookie). */
const answerLogin = (event: ApiEvent, answer: Awaited<ReturnType<typeof service.login>>) =>
  'secondStepRequired' in answer ? answer : answerSession(event, answer);

export const handler = createHandler('users', {
  register: ({ body }) => service.register(body),
  login: async ({ body, event }) =>
    answerLogin(
      event,
      await service.login(
        body.email,
        body.password,
        clientAddress(event),
        wantsCookieMode(event),
        deviceOfCaller(event),
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
    return pagedReply(page.users, page.nextCursor);
  },
  addUser: ({ caller, body }) => service.addUser(caller, body),
  updateProfile: ({ caller, body }) => service.updateProfile(caller, body),
  changePassword: ({ caller, body }) => service.changePassword(caller, body),
  resetByMail: async () => ({ enabled: resets.mailEnabled() }),
  forgotPassword: async ({ body, event }) => {
    await resets.forgotPassword(body.email, requestLocale(event));
    return { message: resetLinkSentMessage };
  },
  resetPassword: ({ body }) => resets.resetPassword(body.token, body.newPassword),
  resetLink: ({ params }) => resets.adminResetLink(params.id),
  passkeyRegistrationOptions: async ({ caller, body }) => {
    await confirmOwnPassword(caller, body.password);
    return factors.passkeys.registrationOptions(caller);
  },
  addPasskey: ({ caller, body, event }) => factors.passkeys.add(caller, body, headerOf(event, 'user-agent')),
  listPasskeys: ({ caller }) => factors.passkeys.list(caller.userId),
  renamePasskey: ({ caller, params, body }) => factors.passkeys.rename(caller.userId, params.id, body.name),
  removePasskey: ({ caller, params }) => factors.passkeys.remove(caller.userId, params.id),
  passkeyLoginOptions: () => factors.passkeys.signInOptions(),
  passkeyLogin: async ({ body, event }) =>
    answerSession(event, await service.signIn(await factors.passkeys.signIn(body), deviceOfCaller(event))),
  loginSecondStep: async ({ body, event }) => {
    const cookieMode = wantsCookieMode(event);
    const user = await factors.twoStep.pass(body.challenge, body.code, clientAddress(event), cookieMode);
    return answerSession(event, await service.signIn(user, deviceOfCaller(event)));
  },
  twoStepStatus: ({ caller }) => factors.twoStep.status(caller.userId),
  twoStepSetup: async ({ caller, body }) => {
    await confirmOwnPassword(caller, body.password);
    return factors.twoStep.setup(caller);
  },
  twoStepEnable: ({ caller, body }) => factors.twoStep.enable(caller, body.code),
  twoStepDisable: async ({ caller, body }) => {
    await confirmOwnPassword(caller, body.password);
    await factors.twoStep.disable(caller);
  },
  ...invitationImplementations(invitations),
  deviceSessions: ({ caller }) => service.deviceSessions(caller),
  endDeviceSession: ({ caller, params }) => service.endDeviceSession(caller, params.id),
  endOtherDeviceSessions: ({ caller }) => service.endOtherDeviceSessions(caller),
  deleteAccount: async ({ caller, body, event }) => {
    const user = await service.checkOwnPassword(caller.userId, body.password, 'password');
    await accountDeletion.delete(caller, user, body.deleteRecipes);
    return wantsCookieMode(event) ? new Reply(undefined, {}, clearedRefreshTokenCookies()) : undefined;
  },
});
