import { clientLimits } from '../http/client-limits';
import { defineRoutes } from '../http/define-route';
import {
  adminResetLink,
  forgotPasswordBody,
  resetByMailStatus,
  resetLinkParams,
  resetLinkSent,
  resetPasswordBody,
} from './password-reset-schemas';

/** A way back in (issue 25): a reset link by mail, or from a SysAdmin by hand. */
export const passwordResetRoutes = defineRoutes('users', {
  resetByMail: {
    method: 'GET',
    path: '/api/users/forgot-password',
    auth: 'public',
    summary:
      'Whether this deployment sends reset links by email (a sender is configured); when not, the app says to ask an administrator',
    response: resetByMailStatus,
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/users/forgot-password',
    auth: 'public',
    summary:
      'Mail a one-time reset link (30 minutes) if an account has the email; the answer is the same, in the same time, either way',
    body: forgotPasswordBody,
    response: resetLinkSent,
    status: 202,
    limits: clientLimits.forgotPassword,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/users/reset-password',
    auth: 'public',
    summary:
      "Set a new password with a reset link's token (once); ends every session of the user and turns off their calendar links",
    body: resetPasswordBody,
    status: 204,
    limits: clientLimits.resetPassword,
  },
  resetLink: {
    method: 'POST',
    path: '/api/users/{id}/reset-link',
    auth: ['SysAdmin'],
    summary: 'A one-time reset link (30 minutes) for the user, to hand over in person',
    params: resetLinkParams,
    response: adminResetLink,
  },
});
