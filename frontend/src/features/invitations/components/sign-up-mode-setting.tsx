import { Button, HStack, RadioGroup, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { type SignUpMode, signUpModes } from '#shared/users/sign-up-rules';
import { QueryWait } from '#web/components/ui/query-wait';
import type { Feedback } from '#web/components/ui/transient-message';
import { errorMessage } from '#web/lib/error-message';
import { t } from '#web/lib/i18n/t';
import { useSetSignUpMode, useSignUpMode } from '../api/sign-up-mode';
import { signUpModeLabel } from '../utils/labels';

/** The admin panel's "Sign-up" setting: who may register, saved with a message. */
export const SignUpModeSetting = ({ onFeedback }: { onFeedback: (feedback: Feedback) => void }) => {
  const current = useSignUpMode();
  const saving = useSetSignUpMode();
  const [chosen, setChosen] = useState<SignUpMode | null>(null);
  if (!current.isSuccess)
    return (
      <QueryWait
        query={current}
        loadingLabel={t('invitations.loadingSignUp')}
        errorFallback={t('invitations.signUpFetchFailed')}
      />
    );
  const value = chosen ?? current.data.mode;
  const save = () =>
    saving.mutate(value, {
      onSuccess: ({ mode }) => {
        setChosen(null);
        onFeedback({
          status: 'success',
          text: t('invitations.signUpSaved', { mode: signUpModeLabel(mode) }),
        });
      },
      onError: (error) =>
        onFeedback({ status: 'error', text: errorMessage(error, t('invitations.signUpSaveFailed')) }),
    });
  return (
    <Stack gap="4">
      <RadioGroup.Root
        value={value}
        onValueChange={(details) => setChosen(details.value as SignUpMode)}
        colorPalette="green"
        aria-label={t('invitations.whoMayRegister')}
      >
        <Stack gap="3">
          {signUpModes.map((mode) => (
            <RadioGroup.Item key={mode} value={mode}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{signUpModeLabel(mode)}</RadioGroup.ItemText>
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
          {t('invitations.saveSignUp')}
        </Button>
      </HStack>
    </Stack>
  );
};
