import { mailConfig } from '../config';

/** One message: plain text for every mail program, and simple HTML beside it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type SendMail = (message: MailMessage) => Promise<void>;

/** Sends through SES v2 from the verified identity MAIL_FROM (the AWS deployment). */
const viaSes =
  (from: string): SendMail =>
  async ({ to, subject, text, html }) => {
    const [{ ses }, { SendEmailCommand }] = await Promise.all([
      import('../aws/ses-client'),
      import('@aws-sdk/client-sesv2'),
    ]);
    const content = (data: string) => ({ Data: data, Charset: 'UTF-8' });
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [to] },
        Content: {
          Simple: { Subject: content(subject), Body: { Text: content(text), Html: content(html) } },
        },
      }),
    );
  };

/**
 * Sends over SMTP to SMTP_URL: the local runtime's own server, or any relay a deployer points it
 * at. One transport per container, so a warm function reuses its connection settings.
 */
const viaSmtp = (url: string, from: string): SendMail => {
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  return async ({ to, subject, text, html }) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
    await (await transport).sendMail({ from, to, subject, text, html });
  };
};

/** The configured way out, or undefined when no sender is configured (mail is off). */
export const configuredMail = (): SendMail | undefined => {
  const { MAIL_FROM, SMTP_URL } = mailConfig();
  if (!MAIL_FROM) return undefined;
  return SMTP_URL ? viaSmtp(SMTP_URL, MAIL_FROM) : viaSes(MAIL_FROM);
};
