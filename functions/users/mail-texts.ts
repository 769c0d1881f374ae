import { resetLinkMinutes } from '#shared/users/password-reset-schemas';
import type { MailMessage } from '../lib/mail/send-mail';

/**
 * The texts of the mails the app sends, in one place so they can be translated (issue 26 brings
 * languages; until then every user reads English).
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * "Reset your password": the one-time link, how long it works, and what to do if unasked. It names
 * nobody: anyone can register any address under any name, and a name in a genuine mail from the app
 * ("Security alert: call …") would lend it the app's voice.
 */
export const resetPasswordMail = (to: string, link: string): MailMessage => {
  const lines = {
    greeting: 'Hello,',
    ask: 'Someone (we hope you) asked to reset the password of your Recipe Planner account.',
    action: 'Choose a new password here:',
    validity: `The link works once, for ${resetLinkMinutes} minutes.`,
    ignore: 'If you did not ask for this, ignore this mail. Your password stays as it is.',
  };
  return {
    to,
    subject: 'Reset your password',
    text: [lines.greeting, '', lines.ask, lines.action, '', link, '', lines.validity, lines.ignore, ''].join(
      '\n',
    ),
    html: [
      '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
      `<p>${escapeHtml(lines.greeting)}</p>`,
      `<p>${escapeHtml(lines.ask)}</p>`,
      `<p><a href="${escapeHtml(link)}">Reset your password</a></p>`,
      `<p>${escapeHtml(lines.validity)}<br>${escapeHtml(lines.ignore)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
};
