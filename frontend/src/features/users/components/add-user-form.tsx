import type { z } from 'zod';
import type { addUserBody } from '#shared/users/user-schemas';
import { FormBody } from '#web/components/ui/form-body';
import { EmailField, InputField, PasswordField } from '#web/components/ui/input-field';
import { SelectField } from '#web/components/ui/select-field';
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
      <SelectField
        label={t('admin.role')}
        size="lg"
        options={offered}
        optionLabel={roleLabel}
        {...field('role')}
      />
    </FormBody>
  );
};
