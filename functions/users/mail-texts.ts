import { defaultLocale, type Locale, textDirection } from '#shared/i18n/locales';
import { resetLinkMinutes } from '#shared/users/password-reset-schemas';
import { createTranslator } from '../lib/i18n/translate';
import type { MailMessage } from '../lib/mail/send-mail';

/**
 * The texts of the mails the app sends (issue 26: area `mail` of the catalogues), in the reader's
 * language. Only the users function sends mail, so only it reads them.
 */
const translate = createTranslator('mail');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * "Reset your password": the one-time link, how long it works, and what to do if unasked. It names
 * nobody: anyone can register any address under any name, and a name in a genuine mail from the app
 * ("Security alert: call …") would lend it the app's voice.
 */
export const resetPasswordMail = (to: string, link: string, locale: Locale = defaultLocale): MailMessage => {
  const lines = {
    greeting: translate(locale, 'mail.resetGreeting'),
    ask: translate(locale, 'mail.resetAsk'),
    action: translate(locale, 'mail.resetAction'),
    validity: translate(locale, 'mail.resetValidity', { minutes: resetLinkMinutes }),
    ignore: translate(locale, 'mail.resetIgnore'),
  };
  const subject = translate(locale, 'mail.resetSubject');
  return {
    to,
    subject,
    text: [lines.greeting, '', lines.ask, lines.action, '', link, '', lines.validity, lines.ignore, ''].join(
      '\n',
    ),
    html: [
      locale === defaultLocale
        ? '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">'
        : `<!doctype html><html lang="${locale}" dir="${textDirection(locale)}"><body style="font-family: sans-serif; line-height: 1.5">`,
      `<p>${escapeHtml(lines.greeting)}</p>`,
      `<p>${escapeHtml(lines.ask)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(subject)}</a></p>`,
      `<p>${escapeHtml(lines.validity)}<br>${escapeHtml(lines.ignore)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
};
