import { Checkbox, List, Stack, Text } from '@chakra-ui/react';
import type { z } from 'zod';
import type { DeleteAccountForm, deleteAccountBody } from '#shared/users/device-schemas';
import { FormDialog } from '#web/components/ui/form-dialog';
import { PasswordField } from '#web/components/ui/input-field';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { leaveSignOutNotice } from '#web/lib/auth/sign-out-notice';
import { useLogout } from '#web/lib/auth/use-logout';
import { t } from '#web/lib/i18n/t';
import { lazyResolver } from '#web/lib/lazy-resolver';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { useDeleteAccount } from '../api/delete-account';

const validation = lazyResolver<DeleteAccountForm, z.output<typeof deleteAccountBody>>(
  async () => (await import('./form-resolvers')).deleteAccountResolver,
);

/** Leaving for good: what goes and what stays, the password, and whether the recipes go too. */
const DeleteAccountDialog = (dialog: DialogLifecycle) => {
  const remove = useDeleteAccount();
  const logout = useLogout();
  const { form, field, submission } = useMutationForm({
    validation,
    defaultValues: { password: '', deleteRecipes: false },
    send: remove.mutateAsync,
    onSent: () => {
      leaveSignOutNotice(t('users.accountDeleted'));
      void logout();
      return undefined;
    },
    failure: t('users.deleteAccountFailed'),
  });
  const deleteRecipes = form.watch('deleteRecipes') === true;
  return (
    <FormDialog
      {...dialog}
      {...submission}
      role="alertdialog"
      colorPalette="red"
      title={t('users.deleteAccount')}
      submitLabel={t('users.deleteMyAccount')}
      pendingLabel={t('users.deleting')}
    >
      <Stack gap="3">
        <Text>{t('users.deleteAccountRemoves')}</Text>
        <List.Root ps="5" gap="1" listStyleType="disc">
          <List.Item>{t('users.deleteAccountProfile')}</List.Item>
          <List.Item>{t('users.deleteAccountPlans')}</List.Item>
          <List.Item>{t('users.deleteAccountRatings')}</List.Item>
          <List.Item>{t('users.deleteAccountGroups')}</List.Item>
        </List.Root>
        <Text>{deleteRecipes ? t('users.recipesDeletedToo') : t('users.recipesStay')}</Text>
        <Checkbox.Root
          colorPalette="red"
          checked={deleteRecipes}
          onCheckedChange={(details) => form.setValue('deleteRecipes', details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="normal">{t('users.deleteMyRecipes')}</Checkbox.Label>
        </Checkbox.Root>
        <PasswordField label={t('users.password')} {...field('password')} />
      </Stack>
    </FormDialog>
  );
};

export default DeleteAccountDialog;
