import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { InputField } from '#web/components/ui/input-field';
import type { Feedback } from '#web/components/ui/transient-message';
import { t } from '#web/lib/i18n/t';

/** A link just made: its address is shown this once (only its hash is stored), with Copy. */
export const CreatedLink = ({
  url,
  onFeedback,
}: {
  url: string;
  onFeedback: (feedback: Feedback) => void;
}) => {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      onFeedback({ status: 'success', text: t('invitations.linkCopied') });
    } catch {
      onFeedback({ status: 'error', text: t('invitations.copyFailed') });
    }
  };
  return (
    <Stack gap="2" p="3" rounded="md" borderWidth="1px" borderColor="green.200" bg="green.50">
      <InputField
        label={t('invitations.newLink')}
        value={url}
        readOnly
        size="md"
        bg="white"
        onFocus={(event) => event.currentTarget.select()}
      />
      <HStack gap="3" wrap="wrap">
        <Button size="sm" colorPalette="green" onClick={() => void copy()}>
          {t('invitations.copyLink')}
        </Button>
        <Text fontSize="sm" color="gray.700">
          {t('invitations.shownOnlyNow')}
        </Text>
      </HStack>
    </Stack>
  );
};
