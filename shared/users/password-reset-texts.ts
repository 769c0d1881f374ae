/** The reset screens' sentences and numbers, without zod: the web app's screens import these alone. */

/** How long a reset link works, once: the mail and the admin's dialog both say so. */
export const resetLinkMinutes = 30;

/** The one answer to "Send reset link", alike for every email, with or without an account. */
export const resetLinkSentMessage =
  'If an account exists for that email, we sent a link to reset the password.';

/** Said when the deployment sends no mail (no sender configured): no form then. */
export const resetByMailOffMessage =
  'Password reset by email is not set up here. Ask an administrator for a reset link.';

/** Any token that does not (or no longer) reset a password: unknown, used or expired alike. */
export const invalidResetLinkMessage = 'This reset link is invalid or has expired. Ask for a new one.';
