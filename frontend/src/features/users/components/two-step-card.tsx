import { Box, Button, Code, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormBody } from '#web/components/ui/form-body';
import { InputField } from '#web/components/ui/input-field';
import { LoadFailure } from '#web/components/ui/load-failure';
import { Panel } from '#web/components/ui/panel';
import type { Feedback } from '#web/components/ui/transient-message';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { errorMessage } from '#web/lib/error-message';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { useDisableTwoStep, useEnableTwoStep, useTwoStepSetup, useTwoStepStatus } from '../api/two-step';
import { PasswordConfirmForm } from './password-confirm-form';

const codeValidation = lazyResolver<{ code: string }, { code: string }>(
  async () => (await import('./form-resolvers')).codeResolver,
);

interface TwoStepCardProps {
  onFeedback: (feedback: Feedback) => void;
}

interface Setup {
  secret: string;
  qrCode: string;
}

/** The QR code and the secret as text, then one code from the app to confirm. */
const ConfirmSetup = ({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: Setup;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) => {
  const enable = useEnableTwoStep();
  const { field, submission } = useMutationForm({
    validation: codeValidation,
    defaultValues: { code: '' },
    send: enable.mutateAsync,
    onSent: ({ recoveryCodes }) => {
      onConfirmed(recoveryCodes);
      return undefined;
    },
    failure: 'Failed to turn on two-step sign-in.',
  });
  return (
    <Stack gap="4">
      <Text>Scan this QR code with your authenticator app, or type the secret key into it.</Text>
      <Image
        src={setup.qrCode}
        alt="QR code for your authenticator app (the secret key is also shown as text)"
        width="200px"
        height="200px"
      />
      <Box>
        <Text fontSize="sm" color="gray.600" id="two-step-secret-label">
          Secret key
        </Text>
        <Code
          aria-labelledby="two-step-secret-label"
          fontSize="md"
          wordBreak="break-word"
          data-testid="two-step-secret"
        >
          {setup.secret}
        </Code>
      </Box>
      <FormBody {...submission} aria-label="Confirm two-step sign-in" gap="3">
        <InputField label="Code" inputMode="numeric" autoComplete="one-time-code" {...field('code')} />
        <HStack gap="2">
          <Button type="submit" colorPalette="green" loading={submission.pending}>
            Confirm
          </Button>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </FormBody>
    </Stack>
  );
};

/** The recovery codes, shown this once. */
const RecoveryCodes = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => (
  <Stack gap="3">
    <Text fontWeight="semibold">Two-step sign-in is on.</Text>
    <Text>
      Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are
      shown only now.
    </Text>
    <Stack as="ol" aria-label="Recovery codes" gap="1" ps="6" listStyleType="decimal">
      {codes.map((code) => (
        <Box as="li" key={code} fontFamily="mono">
          {code}
        </Box>
      ))}
    </Stack>
    <Button alignSelf="flex-start" colorPalette="green" onClick={onDone}>
      Done
    </Button>
  </Stack>
);

/** 'Two-step sign-in': after the password, a code from an authenticator app. */
export const TwoStepCard = ({ onFeedback }: TwoStepCardProps) => {
  const status = useTwoStepStatus();
  const setup = useTwoStepSetup();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [turningOn, setTurningOn] = useState(false);
  const disable = useDisableTwoStep();

  const body = () => {
    if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
    if (status.isPending) return <Spinner size="sm" aria-label="Loading two-step sign-in" />;
    if (status.isError)
      return (
        <LoadFailure onRetry={status.refetch}>
          {errorMessage(status.error, 'Failed to fetch two-step sign-in.')}
        </LoadFailure>
      );
    if (status.data.enabled)
      return (
        <Stack gap="3">
          <Text>Two-step sign-in is on. Recovery codes left: {status.data.recoveryCodesLeft} of 10.</Text>
          {turningOff ? (
            <PasswordConfirmForm
              label="Turn off two-step sign-in"
              submitLabel="Turn off"
              danger
              send={disable.mutateAsync}
              onSent={() => {
                setTurningOff(false);
                onFeedback({ status: 'success', text: 'Two-step sign-in is off.' });
              }}
              failure="Failed to turn off two-step sign-in."
              onCancel={() => setTurningOff(false)}
            />
          ) : (
            <Button
              alignSelf="flex-start"
              variant="outline"
              colorPalette="red"
              onClick={() => setTurningOff(true)}
            >
              Turn off
            </Button>
          )}
        </Stack>
      );
    if (setup.data)
      return (
        <ConfirmSetup
          setup={setup.data}
          onConfirmed={(codes) => {
            setRecoveryCodes(codes);
            setup.reset();
          }}
          onCancel={() => setup.reset()}
        />
      );
    return (
      <Stack gap="3">
        <Text color="gray.700">
          Two-step sign-in is off. Turn it on to be asked for a code from an authenticator app after your
          password.
        </Text>
        {turningOn ? (
          <PasswordConfirmForm
            label="Turn on two-step sign-in"
            submitLabel="Continue"
            send={setup.mutateAsync}
            onSent={() => setTurningOn(false)}
            failure="Failed to start two-step sign-in."
            onCancel={() => setTurningOn(false)}
          />
        ) : (
          <Button alignSelf="flex-start" colorPalette="green" onClick={() => setTurningOn(true)}>
            Turn on
          </Button>
        )}
      </Stack>
    );
  };

  return <Panel title="Two-step sign-in">{body()}</Panel>;
};
