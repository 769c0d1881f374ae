import { clientLimits } from '../http/client-limits';
import { defineRoutes } from '../http/define-route';
import { adminRoles } from '../roles';
import { deleteAccountBody, deviceSessionList, sessionIdParams } from './device-schemas';
import { signInFactorRoutes } from './sign-in-factor-routes';
import { loginAnswer } from './sign-in-factor-schemas';
import {
  addUserBody,
  changePasswordBody,
  listUsersQuery,
  loginBody,
  logoutBody,
  refreshTokenBody,
  registerBody,
  session,
  updateProfileBody,
  user,
  userList,
} from './user-schemas';

/** Accounts, sign-in and sessions, and the admin user list. */
export const userRoutes = defineRoutes('users', {
  register: {
    method: 'POST',
    path: '/api/users/register',
    auth: 'public',
    summary: 'Create an account with role User',
    body: registerBody,
    response: user,
    status: 201,
    limits: clientLimits.register,
  },
  login: {
    method: 'POST',
    path: '/api/users/login',
    auth: 'public',
    summary:
      'Sign in with email and password (with x-refresh-token-mode: cookie, the refresh token comes in an HttpOnly cookie, not the body)',
    body: loginBody,
    // A session, or for an account with two-step sign-in `{ secondStepRequired: true, challenge }`
    // and no token (sign-in-factor-schemas.ts).
    response: loginAnswer,
    limits: clientLimits.login,
  },
  refreshToken: {
    method: 'POST',
    path: '/api/users/refresh-token',
    auth: 'public',
    summary:
      'Trade a refresh token for a new access token and a new refresh token (in cookie mode, x-refresh-token-mode: cookie, the refresh token is read from and set in an HttpOnly cookie)',
    body: refreshTokenBody,
    response: session,
    limits: clientLimits.refreshToken,
  },
  logout: {
    method: 'POST',
    path: '/api/users/logout',
    auth: 'public',
    summary:
      "Revoke the session the refresh token belongs to (in cookie mode, the cookie's token, and clear the cookie)",
    body: logoutBody,
    status: 204,
  },
  allUsers: {
    method: 'GET',
    path: '/api/users/all-users',
    auth: adminRoles,
    summary: 'List users by name, a page at a time (next page cursor in the x-next-cursor header)',
    query: listUsersQuery,
    response: userList,
  },
  addUser: {
    method: 'POST',
    path: '/api/users/add-user',
    auth: adminRoles,
    summary: 'Create a user with a role; only a SysAdmin may create a GroupAdmin or a SysAdmin',
    body: addUserBody,
    response: user,
    status: 201,
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/users/update',
    auth: 'user',
    summary: "Change the caller's name and avatar colour",
    body: updateProfileBody,
    response: user,
  },
  changePassword: {
    method: 'PUT',
    path: '/api/users/change-password',
    auth: 'user',
    summary: "Change the caller's password and sign out their other sessions",
    body: changePasswordBody,
    status: 204,
  },
  ...signInFactorRoutes,
  deviceSessions: {
    method: 'GET',
    path: '/api/users/sessions',
    auth: 'user',
    summary: "The caller's signed-in devices (live sessions); `current` marks the one calling",
    response: deviceSessionList,
  },
  endDeviceSession: {
    method: 'DELETE',
    path: '/api/users/sessions/{id}',
    auth: 'user',
    summary:
      "Sign one of the caller's devices out (its tokens are refused from then on); 404 for a session that is not the caller's",
    params: sessionIdParams,
    status: 204,
  },
  endOtherDeviceSessions: {
    method: 'DELETE',
    path: '/api/users/sessions',
    auth: 'user',
    summary: "Sign out every device of the caller's but the calling one",
    status: 204,
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/users/me',
    auth: 'user',
    summary:
      "Delete the caller's account, confirmed with their password: sessions, plans, lists, ratings, favourites and memberships go; recipes stay under 'Former member' unless deleteRecipes. 409 for the last admin of a group with other members",
    body: deleteAccountBody,
    status: 204,
  },
});
