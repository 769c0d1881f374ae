import { Button, HStack, Text } from '@chakra-ui/react';
import { Panel } from '#web/components/ui/panel';
import { t } from '#web/lib/i18n/t';
import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';

// The dialog loads on first use, not with My Page.
const deleteAccountDialog = lazyDialog(() => import('./delete-account-dialog'));

/** "Delete account", at the bottom of My Page: leaving for good, after a confirmation with the password. */
export const DeleteAccountCard = () => {
  const dialog = useLazyDialog(deleteAccountDialog, () => ({}));
  return (
    <Panel title={t('users.deleteAccount')}>
      <Text color="gray.700">{t('users.deleteAccountIntro')}</Text>
      <HStack>
        <Button colorPalette="red" {...dialog.trigger(true)}>
          {t('users.deleteAccount')}
        </Button>
      </HStack>
      {dialog.element}
    </Panel>
  );
};
