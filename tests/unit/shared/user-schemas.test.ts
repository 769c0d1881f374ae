import { describe, expect, it } from 'vitest';
import { describeZodError } from '#shared/http/describe-zod-error';
import { addUserBody, loginBody, registerBody, updateProfileBody } from '#shared/users/user-schemas';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

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
      expect.objectContaining({ path: ['confirmPassword'], message: "Passwords don't match" }),
    ]);
  });

  it('refuses unknown fields', () => {
    expect(messagesOf(registerBody.safeParse({ ...valid, role: 'SysAdmin' }))).toEqual([
      'Unrecognized key: "role"',
    ]);
  });
});

describe('other user schemas', () => {
  it('sign-in keeps the library default messages', () => {
    const result = loginBody.safeParse({ email: 'x', password: '1' });
    expect(messagesOf(result)).toEqual([
      'Invalid email address',
      'Too small: expected string to have >=6 characters',
    ]);
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

describe('describeZodError', () => {
  it('names the field of each problem', () => {
    const result = registerBody.safeParse({
      name: 1,
      email: 'x@example.com',
      password: 'secret',
      confirmPassword: 'secret',
    });
    expect(describeZodError(result.error!)).toBe('name: Invalid input: expected string, received number');
  });
});
