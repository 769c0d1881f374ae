import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { InputField } from '#web/components/ui/input-field';
import type { Feedback } from '#web/components/ui/transient-message';

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
      onFeedback({ status: 'success', text: 'Link copied.' });
    } catch {
      onFeedback({ status: 'error', text: 'Copying failed: select the link and copy it.' });
    }
  };
  return (
    <Stack gap="2" p="3" rounded="md" borderWidth="1px" borderColor="green.200" bg="green.50">
      <InputField
        label="New invitation link"
        value={url}
        readOnly
        size="md"
        bg="white"
        onFocus={(event) => event.currentTarget.select()}
      />
      <HStack gap="3" wrap="wrap">
        <Button size="sm" colorPalette="green" onClick={() => void copy()}>
          Copy link
        </Button>
        <Text fontSize="sm" color="gray.700">
          Shown only now: copy it and send it to the person you invite.
        </Text>
      </HStack>
    </Stack>
  );
};
