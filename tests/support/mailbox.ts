import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/** A mail as the local SMTP server kept it (`$DATA_DIR/mail/*.eml`), parsed as a mail program would. */
export interface ReceivedMail {
  file: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

const addressesOf = (field: ParsedMail['to']) =>
  [field ?? []].flat().flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));

/** Every mail the local SMTP server received for `address`, oldest first (file names start with the time). */
export const mailsTo = async (dataDir: string, address: string): Promise<ReceivedMail[]> => {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  const mails: ReceivedMail[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()) {
    const parsed = await simpleParser(readFileSync(join(dir, file)));
    const to = addressesOf(parsed.to);
    if (!to.includes(address.toLowerCase())) continue;
    mails.push({
      file,
      to,
      from: parsed.from?.text ?? '',
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
    });
  }
  return mails;
};

/** The reset link in a mail's plain text. */
export const resetLinkIn = (mail: ReceivedMail): string => {
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No reset link in ${mail.file}:\n${mail.text}`);
  return link;
};

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
