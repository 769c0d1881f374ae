import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert';
import { paths } from '#web/config/paths';
import { errorMessage } from '#web/lib/error-message';
import { t } from '#web/lib/i18n/t';
import { usePasskeyLogin, wasCancelled } from '../api/passkey-login';

/** "Sign in with a passkey": no email needed, the browser offers the passkeys made for this site. */
export const PasskeySignIn = () => {
  const navigate = useNavigate();
  const passkey = usePasskeyLogin();
  const failure = passkey.error;
  return (
    <Stack gap="4">
      <HStack gap="3" aria-hidden="true">
        <Separator flex="1" />
        <Text color="gray.600" fontSize="sm">
          {t('auth.or')}
        </Text>
        <Separator flex="1" />
      </HStack>
      <Button
        variant="outline"
        size="lg"
        loading={passkey.isPending}
        loadingText={t('auth.waitingForPasskey')}
        onClick={() =>
          passkey.mutate(undefined, {
            onSuccess: () => void navigate(paths.recipes.getHref(), { replace: true }),
          })
        }
      >
        {t('auth.signInWithPasskey')}
      </Button>
      {failure && !wasCancelled(failure) ? (
        <FormAlert status="error">{errorMessage(failure, t('auth.passkeySignInFailed'))}</FormAlert>
      ) : null}
    </Stack>
  );
};
