import { Button, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { FormBody } from '#web/components/ui/form-body';
import { InputField } from '#web/components/ui/input-field';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { paths } from '#web/config/paths';
import { t } from '#web/lib/i18n/t';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { unexpectedErrorMessage } from '../api/login';
import { useSecondStep } from '../api/second-step';

const validation = lazyResolver<{ code: string }, { code: string }>(
  async () => (await import('./form-resolvers')).codeResolver,
);

interface SecondStepFormProps {
  /** What login answered for an account with two-step sign-in on. */
  challenge: string;
  /** Back to email and password (a challenge lives 5 minutes). */
  onRestart: () => void;
}

/** The second step of signing in: a code from the authenticator app, or a recovery code. */
export const SecondStepForm = ({ challenge, onRestart }: SecondStepFormProps) => {
  const navigate = useNavigate();
  const secondStep = useSecondStep(challenge);
  const { field, submission } = useMutationForm({
    validation,
    defaultValues: { code: '' },
    send: secondStep.mutateAsync,
    onSent: () => void navigate(paths.recipes.getHref(), { replace: true }),
    // The server's message when it sent one ("Invalid code."), else this.
    failure: unexpectedErrorMessage(),
  });
  return (
    <FormBody
      {...submission}
      gap="5"
      aria-label={t('auth.twoStepSignIn')}
      submitLabel={t('auth.verify')}
      pendingLabel={t('auth.verifying')}
      after={
        <Button variant="plain" color="green.700" textDecoration="underline" onClick={onRestart}>
          {t('auth.backToSignIn')}
        </Button>
      }
    >
      <Text>{t('auth.secondStepIntro')}</Text>
      <InputField
        label={t('auth.authenticatorCode')}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        // The page was the password form a moment ago: the field is where the user types next.
        autoFocus
        {...field('code')}
      />
      <Text fontSize="sm" color="gray.600">
        {t('auth.recoveryCodeHint')}
      </Text>
    </FormBody>
  );
};
