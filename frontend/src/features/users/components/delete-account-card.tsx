import { Button, HStack, Text } from '@chakra-ui/react';
import { Panel } from '#web/components/ui/panel';
import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';

// The dialog loads on first use, not with My Page.
const deleteAccountDialog = lazyDialog(() => import('./delete-account-dialog'));

/** "Delete account", at the bottom of My Page: leaving for good, after a confirmation with the password. */
export const DeleteAccountCard = () => {
  const dialog = useLazyDialog(deleteAccountDialog, () => ({}));
  return (
    <Panel title="Delete account">
      <Text color="gray.700">
        Deletes your account and everything that is only yours. If you are the last admin of a group with
        other members, make another member an admin or delete the group first.
      </Text>
      <HStack>
        <Button colorPalette="red" {...dialog.trigger(true)}>
          Delete account
        </Button>
      </HStack>
      {dialog.element}
    </Panel>
  );
};
