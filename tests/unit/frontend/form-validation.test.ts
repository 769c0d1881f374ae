import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { groupNameResolver, memberEmailResolver } from '#web/features/groups/components/form-resolvers';
import { shoppingItemResolver } from '#web/features/shopping-list/components/form-resolvers';
import { passwordChangeResolver, profileResolver } from '#web/features/users/components/form-resolvers';
import {
  passwordChangeForm,
  passwordFieldsRequiredMessage,
  passwordsDoNotMatchMessage,
} from '#web/features/users/utils/password-change';
import { lazyResolver, translatedResolver } from '#web/lib/lazy-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

/** What a form shows under each field when the resolver refuses the values: field name to message. */
const messagesOf = async <V extends FieldValues>(resolver: Resolver<V, unknown, unknown>, values: V) => {
  // As a form shows them: the shared schemas' messages are catalogue keys, shown in English here.
  const { errors } = await translatedResolver(resolver)(values, undefined, options);
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));
};

describe('the Change Password form', () => {
  const form = (newPassword: string, confirmPassword = newPassword) => ({
    oldPassword: 'old-secret',
    newPassword,
    confirmPassword,
  });

  it("refuses a new password the server would refuse, with the server's message", async () => {
    expect(await messagesOf(passwordChangeResolver, form('abcde'))).toEqual({
      newPassword: 'Password must be at least 6 characters',
    });
  });

  it("says 'Passwords don't match.' under the confirmation", async () => {
    expect(await messagesOf(passwordChangeResolver, form('abcdef', 'abcdeg'))).toEqual({
      confirmPassword: "Passwords don't match.",
    });
    expect(passwordsDoNotMatchMessage).toBe('users.passwordsDoNotMatch');
  });

  it('needs all three fields', async () => {
    expect(
      await messagesOf(passwordChangeResolver, { oldPassword: '', newPassword: '', confirmPassword: '' }),
    ).toEqual({
      oldPassword: 'All password fields are required.',
      newPassword: 'All password fields are required.',
      confirmPassword: 'All password fields are required.',
    });
  });

  it('accepts a matching new password of 6 characters', async () => {
    expect(await messagesOf(passwordChangeResolver, form('abcdef'))).toEqual({});
    expect(passwordChangeForm.parse(form('abcdef'))).toMatchObject({ newPassword: 'abcdef' });
  });
});

describe('the My Page forms', () => {
  it("profile: a blank name is 'Name is required.', and the colour must be a hex colour", async () => {
    expect(await messagesOf(profileResolver, { name: '  ', avatar: '#12345' })).toEqual({
      name: 'Name is required.',
      avatar: 'Avatar must be a hex colour such as #1a2b3c',
    });
    const { values } = await profileResolver({ name: ' Ann ', avatar: '#FF0000' }, undefined, options);
    expect(values).toEqual({ name: 'Ann', avatar: '#ff0000' });
  });

  it("group name: 'Group name cannot be empty.'", async () => {
    expect(await messagesOf(groupNameResolver, { name: '   ' })).toEqual({
      name: 'Group name cannot be empty.',
    });
    const { values } = await groupNameResolver({ name: ' Flat ' }, undefined, options);
    expect(values).toEqual({ name: 'Flat' });
  });

  it("member email: 'Please enter a valid email'", async () => {
    expect(await messagesOf(memberEmailResolver, { email: ' ' })).toEqual({
      email: 'Please enter a valid email',
    });
    expect(await messagesOf(memberEmailResolver, { email: 'not-an-email' })).toEqual({
      email: 'Please enter a valid email',
    });
    const { values } = await memberEmailResolver({ email: ' Ann@Example.com ' }, undefined, options);
    expect(values).toEqual({ email: 'ann@example.com' });
  });
});

describe('the shopping item form', () => {
  it('gives the messages of spec 5', async () => {
    expect(await messagesOf(shoppingItemResolver, { name: ' ', amount: 0, unit: '  ' })).toEqual({
      name: 'Item name is required',
      amount: 'Amount must be greater than 0',
      unit: 'Unit is required',
    });
  });
});

describe('lazyResolver', () => {
  it('loads the validation once, on first use, and retries a failed download', async () => {
    let loads = 0;
    const validation = lazyResolver(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return groupNameResolver;
    });
    await expect(validation.resolver({ name: '' }, undefined, options)).rejects.toThrow('offline');
    expect(await messagesOf(validation.resolver, { name: '' })).toEqual({
      name: 'Group name cannot be empty.',
    });
    validation.preload();
    await messagesOf(validation.resolver, { name: 'Flat' });
    expect(loads).toBe(2);
  });
});
