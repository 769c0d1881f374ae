import { describe, expect, it } from 'vitest';
import { ValidationError } from '#functions/lib/http/validation-error';
import { englishError } from '#functions/lib/i18n/translate';
import { addUserBody, loginBody, registerBody, updateProfileBody } from '#shared/users/user-schemas';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => englishError(issue.message)) ?? []; // the schemas give catalogue keys

describe('registerBody', () => {
  const valid = { name: 'Jo', email: 'jo@example.com', password: 'secret', confirmPassword: 'secret' };

  it('accepts a valid form and normalises the email', () => {
    expect(registerBody.parse({ ...valid, email: '  Jo@Example.COM ' }).email).toBe('jo@example.com');
  });

  it('gives the spec messages', () => {
    expect(messagesOf(registerBody.safeParse({ ...valid, name: 'J' }))).toEqual(['Name is required']);
    expect(messagesOf(registerBody.safeParse({ ...valid, email: 'jo' }))).toEqual(['Invalid email address']);
    expect(messagesOf(registerBody.safeParse({ ...valid, password: '12345' }))).toContain(
      'Password must be at least 6 characters',
    );
    expect(messagesOf(registerBody.safeParse({ ...valid, confirmPassword: '12345' }))).toContain(
      'Confirm password must be at least 6 characters',
    );
    const mismatch = registerBody.safeParse({ ...valid, confirmPassword: 'secret2' });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'errors.passwordsDontMatch' }),
    ]);
  });

  it('refuses unknown fields', () => {
    expect(messagesOf(registerBody.safeParse({ ...valid, role: 'SysAdmin' }))).toEqual([
      'Unrecognized key: "role"',
    ]);
  });
});

describe('other user schemas', () => {
  it('sign-in says what registration says, not the library defaults', () => {
    const result = loginBody.safeParse({ email: 'x', password: '1' });
    expect(messagesOf(result)).toEqual(['Invalid email address', 'Password must be at least 6 characters']);
  });

  it('avatar colours are six-digit hex, stored lower-case', () => {
    expect(updateProfileBody.parse({ name: 'A', avatar: '#ABCDEF' }).avatar).toBe('#abcdef');
    expect(updateProfileBody.safeParse({ name: 'A', avatar: 'red' }).success).toBe(false);
    expect(updateProfileBody.parse({ name: 'A', avatar: null }).avatar).toBeNull();
  });

  it('roles are limited to the three of the spec', () => {
    const base = { name: 'Al', email: 'al@example.com', password: 'secret' };
    expect(addUserBody.safeParse({ ...base, role: 'GroupAdmin' }).success).toBe(true);
    expect(addUserBody.safeParse({ ...base, role: 'Root' }).success).toBe(false);
  });
});

const englishDetail = (error: Parameters<typeof ValidationError.of>[0]) => {
  const { message, fields } = ValidationError.of(error);
  return fields ? { message, fields } : { message };
};

/** What a sign-up of Jo with `changes` is refused with, in English. */
const signUpRefusal = (changes: Record<string, unknown>) =>
  englishDetail(
    registerBody.safeParse({
      name: 'Jo',
      email: 'x',
      password: 'secret',
      confirmPassword: 'secret',
      ...changes,
    }).error!,
  );

describe("a ValidationError (the API's 400), in English", () => {
  it('gives one problem as its own sentence, and its field separately', () => {
    expect(signUpRefusal({})).toEqual({
      message: 'Invalid email address',
      fields: { email: 'Invalid email address' },
    });
  });

  it('joins several problems as sentences that name no field', () => {
    expect(signUpRefusal({ name: 'J' })).toEqual({
      message: 'Name is required. Invalid email address.',
      fields: { name: 'Name is required', email: 'Invalid email address' },
    });
  });

  it('leaves fields out when no field is at fault', () => {
    expect(signUpRefusal({ email: 'jo@example.com', role: 'x' })).toEqual({
      message: 'Unrecognized key: "role"',
    });
  });
});
