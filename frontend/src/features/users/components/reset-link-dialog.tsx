import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { resetLinkMinutes } from '#shared/users/password-reset-texts';
import { ErrorAlert } from '#web/components/ui/form-alert';
import { InputField } from '#web/components/ui/input-field';
import { Modal } from '#web/components/ui/modal';
import { t } from '#web/lib/i18n/t';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { useResetLink } from '../api/reset-link';

interface ResetLinkDialogProps extends DialogLifecycle {
  user: { id: string; name: string };
}

/**
 * Makes a one-time reset link for the user as it opens (once, however often React mounts it) and
 * shows it with a Copy button, for a SysAdmin to hand over where no mail goes out.
 */
const ResetLinkDialog = ({ user, ...dialog }: ResetLinkDialogProps) => {
  const link = useResetLink();
  const asked = useRef(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const { mutate } = link;
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutate(user.id);
  }, [mutate, user.id]);
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Modal
      {...dialog}
      title={t('admin.resetLinkFor', { name: user.name })}
      footer={
        <Button variant="outline" onClick={dialog.onClose}>
          {t('admin.done')}
        </Button>
      }
    >
      <Stack gap="4">
        {link.isPending && (
          <HStack gap="2">
            <Spinner size="sm" />
            <Text>{t('admin.makingLink')}</Text>
          </HStack>
        )}
        <ErrorAlert error={link.error} fallback={t('admin.resetLinkFailed')} />
        {link.data && (
          <>
            <Text>{t('admin.resetLinkHandOver', { name: user.name, minutes: resetLinkMinutes })}</Text>
            <InputField
              label={t('admin.resetLink')}
              value={link.data.url}
              readOnly
              size="md"
              onFocus={(event) => event.currentTarget.select()}
            />
            <HStack gap="3" wrap="wrap">
              <Button colorPalette="green" onClick={() => void copy(link.data.url)}>
                {t('admin.copyLink')}
              </Button>
              <Text role="status" fontSize="sm" color={copied === 'failed' ? 'red.700' : 'gray.700'}>
                {copied === 'yes' && t('admin.linkCopied')}
                {copied === 'failed' && t('admin.copyFailed')}
              </Text>
            </HStack>
          </>
        )}
      </Stack>
    </Modal>
  );
};

export default ResetLinkDialog;
