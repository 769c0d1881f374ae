import { Button, HStack, RadioGroup, Spinner, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { type SignUpMode, signUpModeLabels, signUpModes } from '#shared/users/sign-up-rules';
import { LoadFailure } from '#web/components/ui/load-failure';
import type { Feedback } from '#web/components/ui/transient-message';
import { errorMessage } from '#web/lib/error-message';
import { useSetSignUpMode, useSignUpMode } from '../api/sign-up-mode';

/** The admin panel's "Sign-up" setting: who may register, saved with a message. */
export const SignUpModeSetting = ({ onFeedback }: { onFeedback: (feedback: Feedback) => void }) => {
  const current = useSignUpMode();
  const saving = useSetSignUpMode();
  const [chosen, setChosen] = useState<SignUpMode | null>(null);
  if (current.isPending) return <Spinner size="sm" aria-label="Loading the sign-up setting" />;
  if (current.isError)
    return (
      <LoadFailure onRetry={current.refetch}>
        {errorMessage(current.error, 'Failed to fetch the sign-up setting.')}
      </LoadFailure>
    );
  const value = chosen ?? current.data.mode;
  const save = () =>
    saving.mutate(value, {
      onSuccess: ({ mode }) => {
        setChosen(null);
        onFeedback({ status: 'success', text: `Sign-up saved: ${signUpModeLabels[mode]}.` });
      },
      onError: (error) =>
        onFeedback({ status: 'error', text: errorMessage(error, 'Failed to save the sign-up setting.') }),
    });
  return (
    <Stack gap="4">
      <RadioGroup.Root
        value={value}
        onValueChange={(details) => setChosen(details.value as SignUpMode)}
        colorPalette="green"
        aria-label="Who may register"
      >
        <Stack gap="3">
          {signUpModes.map((mode) => (
            <RadioGroup.Item key={mode} value={mode}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{signUpModeLabels[mode]}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <HStack>
        <Button
          colorPalette="green"
          onClick={save}
          loading={saving.isPending}
          disabled={value === current.data.mode}
        >
          Save sign-up setting
        </Button>
      </HStack>
    </Stack>
  );
};
