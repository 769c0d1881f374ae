import { Field, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';
import type { z } from 'zod';
import type { addUserBody } from '#shared/users/user-schemas';
import { FormBody } from '#web/components/ui/form-body';
import { EmailField, InputField, PasswordField } from '#web/components/ui/input-field';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { useUser } from '#web/lib/auth/session';
import { t } from '#web/lib/i18n/t';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { type AddUserValues, useAddUser } from '../api/add-user';
import { grantableRoles } from '../utils/grantable-roles';
import { roleLabel } from '../utils/role-label';

type AddUserInput = z.input<typeof addUserBody>;

const validation = lazyResolver<AddUserInput, AddUserValues>(
  async () => (await import('./form-resolvers')).addUserResolver,
);

const emptyForm: AddUserInput = { name: '', email: '', password: '', role: 'User' };

/** 'Add New User': an account with a role the caller may grant; the form is cleared after each success. */
export const AddUserForm = () => {
  const roleId = useId();
  const offered = grantableRoles(useUser()?.role);
  const addition = useAddUser();
  const { field, submission } = useMutationForm({
    validation,
    defaultValues: emptyForm,
    send: addition.mutateAsync,
    onSent: (user, _, form) => {
      form.reset(emptyForm);
      return t('admin.userAdded', { name: user.name });
    },
    failure: t('admin.addUserFailed'),
    report: 'transient',
  });
  const { error: roleError, ...role } = field('role');

  return (
    <FormBody
      {...submission}
      maxW="md"
      aria-label={t('admin.addNewUser')}
      submitLabel={t('admin.addUser')}
      narrowSubmit
    >
      <InputField label={t('admin.name')} autoComplete="off" {...field('name')} />
      <EmailField label={t('admin.email')} autoComplete="off" {...field('email')} />
      <PasswordField label={t('admin.password')} isNew {...field('password')} />
      <Field.Root invalid={Boolean(roleError)}>
        <Field.Label htmlFor={roleId}>{t('admin.role')}</Field.Label>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field id={roleId} {...role}>
            {offered.map((value) => (
              <option key={value} value={value}>
                {roleLabel(value)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{roleError}</Field.ErrorText>
      </Field.Root>
    </FormBody>
  );
};
