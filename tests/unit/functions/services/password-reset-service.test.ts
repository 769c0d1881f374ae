import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PasswordResetRecord, PasswordResets } from '#functions/data/password-resets';
import { ConflictError, InvalidInputError } from '#functions/lib/domain-errors';
import type { MailMessage } from '#functions/lib/mail/send-mail';
import { resetPasswordMail } from '#functions/users/mail-texts';
import { createPasswordResetService } from '#functions/users/password-reset-service';
import { invalidResetLinkMessage, resetByMailOffMessage } from '#shared/users/password-reset-schemas';
import { fakeUsers, userRecord } from './fakes';

/** Reset tokens as the table keeps them: by hash, spent once by a conditional write. */
const fakeResets = () => {
  const byHash = new Map<string, PasswordResetRecord>();
  const resets: PasswordResets = {
    async create(hash, record) {
      if (byHash.has(hash)) throw new Error('exists');
      byHash.set(hash, { ...record });
    },
    async use(hash, now) {
      const record = byHash.get(hash);
      if (!record || record.usedAt !== undefined || record.expiresAt <= now) return undefined;
      record.usedAt = now;
      return { ...record };
    },
  };
  return { resets, byHash };
};

const setUp = ({ mail = true, allowed = true, failing = false } = {}) => {
  let clock = Date.parse('2026-05-01T08:00:00.000Z');
  const { users, byId } = fakeUsers([{ ...userRecord('fran', 'Fran <b>'), passwordHash: 'hash-1' }]);
  const { resets, byHash } = fakeResets();
  const sent: MailMessage[] = [];
  const calls: string[] = [];
  const slept: number[] = [];
  const ended: string[] = [];
  const service = createPasswordResetService({
    users: {
      findIdByEmail: async (email) => {
        calls.push('findIdByEmail');
        return users.findIdByEmail(email);
      },
      findById: async (id) => {
        calls.push('findById');
        return users.findById(id);
      },
      setPasswordHash: users.setPasswordHash,
    },
    sessions: {
      listLive: async (userId) => [
        { userId, sessionId: 's1', createdAt: 0, expiresAt: 9e9 },
        { userId, sessionId: 's2', createdAt: 0, expiresAt: 9e9 },
      ],
      revoke: async (_userId, sessionId) => void ended.push(`revoked ${sessionId}`),
    },
    calendarLinks: { removeAllOf: async () => void ended.push('calendar links') },
    loginThrottle: { succeeded: async () => void ended.push('lock lifted') },
    resets,
    mailAllowed: async () => {
      calls.push('mailAllowed');
      return allowed;
    },
    sendMail: mail
      ? async (message) => {
          clock += 40; // a send takes a while
          if (failing) throw new Error('relay down');
          sent.push(message);
        }
      : undefined,
    webOrigin: () => 'https://site.example',
    sessionEnded: (_userId, sessionId) => ended.push(`ended ${sessionId}`),
    now: () => clock,
    sleep: async (ms) => {
      slept.push(ms);
      clock += ms;
    },
    answerMs: 1500,
  });
  return {
    service,
    sent,
    calls,
    slept,
    ended,
    byHash,
    byId,
    advance: (ms: number) => {
      clock += ms;
    },
    now: () => clock,
  };
};

const tokenIn = (message: MailMessage | undefined) =>
  /reset-password\?token=([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1] ?? '';

describe('forgot password', () => {
  it('mails a known email a link whose token is stored only as its hash, and answers after the floor', async () => {
    const { service, sent, byHash, slept } = setUp();
    await service.forgotPassword('fran@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('fran@example.com');
    const token = tokenIn(sent[0]);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent[0]?.text).toContain(`https://site.example/reset-password?token=${token}`);
    const hash = createHash('sha256').update(token).digest('hex');
    expect([...byHash.keys()]).toEqual([hash]);
    expect(JSON.stringify([...byHash.values()])).not.toContain(token);
    expect(byHash.get(hash)).toMatchObject({
      userId: 'fran',
      expiresAt: byHash.get(hash)!.createdAt + 30 * 60,
    });
    // The send's 40 ms came out of the floor: the answer takes 1500 ms in all.
    expect(slept).toEqual([1460]);
  });

  it('does the same reads for an unknown email, sends nothing, and answers after the same time', async () => {
    const known = setUp();
    await known.service.forgotPassword('fran@example.com');
    const unknown = setUp();
    const started = unknown.now();
    await unknown.service.forgotPassword('nobody@example.com');
    expect(unknown.sent).toEqual([]);
    expect(unknown.byHash.size).toBe(0);
    expect(unknown.calls).toEqual(known.calls);
    expect(unknown.now() - started).toBe(1500);
  });

  it('sends nothing past the email’s limit, and answers as ever', async () => {
    const { service, sent, slept } = setUp({ allowed: false });
    await service.forgotPassword('fran@example.com');
    expect(sent).toEqual([]);
    expect(slept).toEqual([1500]);
  });

  it('answers as ever when the mail cannot be sent', async () => {
    const { service, slept } = setUp({ failing: true });
    await expect(service.forgotPassword('fran@example.com')).resolves.toBeUndefined();
    expect(slept).toEqual([1460]);
  });

  it('says to ask an administrator when no sender is configured', async () => {
    const { service, calls } = setUp({ mail: false });
    expect(service.mailEnabled()).toBe(false);
    await expect(service.forgotPassword('fran@example.com')).rejects.toEqual(
      new ConflictError(resetByMailOffMessage),
    );
    expect(calls).toEqual([]);
  });
});

describe('reset password', () => {
  it('sets the hash, ends every session, turns off calendar links and lifts the lock', async () => {
    const { service, sent, byId, ended } = setUp();
    await service.forgotPassword('fran@example.com');
    await service.resetPassword(tokenIn(sent[0]), 'a new password');
    expect(byId.get('fran')?.passwordHash).toMatch(/^scrypt/);
    expect(ended.sort()).toEqual(
      ['calendar links', 'ended s1', 'ended s2', 'lock lifted', 'revoked s1', 'revoked s2'].sort(),
    );
  }, 30_000);

  it('refuses a link after its 30 minutes, and changes nothing', async () => {
    const { service, sent, byId, advance } = setUp();
    await service.forgotPassword('fran@example.com');
    advance(30 * 60 * 1000);
    await expect(service.resetPassword(tokenIn(sent[0]), 'a new password')).rejects.toEqual(
      new InvalidInputError(invalidResetLinkMessage),
    );
    expect(byId.get('fran')?.passwordHash).toBe('hash-1');
  });

  it('refuses a link made before the password last changed', async () => {
    const { service, sent, byId } = setUp();
    await service.forgotPassword('fran@example.com');
    const fran = byId.get('fran');
    if (fran) byId.set('fran', { ...fran, passwordHash: 'changed-meanwhile' });
    await expect(service.resetPassword(tokenIn(sent[0]), 'a new password')).rejects.toEqual(
      new InvalidInputError(invalidResetLinkMessage),
    );
  });
});

describe('the reset mail', () => {
  it('has plain text and HTML with the link, the 30 minutes and what to do if unasked; it names nobody', () => {
    const mail = resetPasswordMail('fran@example.com', 'https://site.example/reset-password?token=abc');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.html).toContain('<p>Hello,</p>');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('https://site.example/reset-password?token=abc');
      expect(part).toContain('30 minutes');
      expect(part).toContain('If you did not ask for this, ignore this mail.');
    }
  });
});
