import { Checkbox, List, Stack, Text } from '@chakra-ui/react';
import type { z } from 'zod';
import type { DeleteAccountForm, deleteAccountBody } from '#shared/users/device-schemas';
import { FormDialog } from '#web/components/ui/form-dialog';
import { PasswordField } from '#web/components/ui/input-field';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { leaveSignOutNotice } from '#web/lib/auth/sign-out-notice';
import { useLogout } from '#web/lib/auth/use-logout';
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
      leaveSignOutNotice('Your account has been deleted.');
      void logout();
      return undefined;
    },
    failure: 'Failed to delete the account.',
  });
  const deleteRecipes = form.watch('deleteRecipes') === true;
  return (
    <FormDialog
      {...dialog}
      {...submission}
      role="alertdialog"
      colorPalette="red"
      title="Delete account"
      submitLabel="Delete my account"
      pendingLabel="Deleting..."
    >
      <Stack gap="3">
        <Text>This cannot be undone. Deleting your account removes:</Text>
        <List.Root ps="5" gap="1" listStyleType="disc">
          <List.Item>your profile, and your sign-in on every device</List.Item>
          <List.Item>your own meal plans and shopping list</List.Item>
          <List.Item>your ratings and favourites</List.Item>
          <List.Item>
            your group memberships (a group where you are the only member is deleted with you)
          </List.Item>
        </List.Root>
        <Text>
          {deleteRecipes
            ? 'Your recipes are deleted too.'
            : 'Your recipes stay in the shared catalogue under "Former member".'}
        </Text>
        <Checkbox.Root
          colorPalette="red"
          checked={deleteRecipes}
          onCheckedChange={(details) => form.setValue('deleteRecipes', details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="normal">Delete my recipes</Checkbox.Label>
        </Checkbox.Root>
        <PasswordField label="Password" {...field('password')} />
      </Stack>
    </FormDialog>
  );
};

export default DeleteAccountDialog;
