import { Button, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { FormBody } from '#web/components/ui/form-body';
import { InputField } from '#web/components/ui/input-field';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { paths } from '#web/config/paths';
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
    failure: unexpectedErrorMessage,
  });
  return (
    <FormBody
      {...submission}
      gap="5"
      aria-label="Two-step sign-in"
      submitLabel="Verify"
      pendingLabel="Verifying..."
      after={
        <Button variant="plain" color="green.700" textDecoration="underline" onClick={onRestart}>
          Back to sign-in
        </Button>
      }
    >
      <Text>Open your authenticator app and enter the code it shows for Recipe Planner.</Text>
      <InputField
        label="Code from your authenticator app"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        // The page was the password form a moment ago: the field is where the user types next.
        autoFocus
        {...field('code')}
      />
      <Text fontSize="sm" color="gray.600">
        No phone at hand? A recovery code works too, once.
      </Text>
    </FormBody>
  );
};
