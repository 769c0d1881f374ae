import { Box, Button, Code, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormBody } from '#web/components/ui/form-body';
import { InputField } from '#web/components/ui/input-field';
import { Panel } from '#web/components/ui/panel';
import { QueryWait } from '#web/components/ui/query-wait';
import type { Feedback } from '#web/components/ui/transient-message';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { t } from '#web/lib/i18n/t';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { useDisableTwoStep, useEnableTwoStep, useTwoStepSetup, useTwoStepStatus } from '../api/two-step';
import { PasswordConfirmForm } from './password-confirm-form';
import { SubmitOrCancel } from './submit-or-cancel';

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
    failure: t('users.enableTwoStepFailed'),
  });
  return (
    <Stack gap="4">
      <Text>{t('users.twoStepScan')}</Text>
      <Image src={setup.qrCode} alt={t('users.twoStepQrAlt')} width="200px" height="200px" />
      <Box>
        <Text fontSize="sm" color="gray.600" id="two-step-secret-label">
          {t('users.secretKey')}
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
      <FormBody {...submission} aria-label={t('users.confirmTwoStep')} gap="3">
        <InputField
          label={t('users.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          {...field('code')}
        />
        <SubmitOrCancel label={t('users.confirm')} pending={submission.pending} onCancel={onCancel} />
      </FormBody>
    </Stack>
  );
};

/** The recovery codes, shown this once. */
const RecoveryCodes = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => (
  <Stack gap="3">
    <Text fontWeight="semibold">{t('users.twoStepIsOn')}</Text>
    <Text>{t('users.recoveryCodesExplained')}</Text>
    <Stack as="ol" aria-label={t('users.recoveryCodes')} gap="1" ps="6" listStyleType="decimal">
      {codes.map((code) => (
        <Box as="li" key={code} fontFamily="mono">
          {code}
        </Box>
      ))}
    </Stack>
    <Button alignSelf="flex-start" colorPalette="green" onClick={onDone}>
      {t('users.done')}
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
    if (!status.isSuccess)
      return (
        <QueryWait
          query={status}
          loadingLabel={t('users.loadingTwoStep')}
          errorFallback={t('users.fetchTwoStepFailed')}
        />
      );
    if (status.data.enabled)
      return (
        <Stack gap="3">
          <Text>{t('users.twoStepOnCodesLeft', { left: status.data.recoveryCodesLeft, total: 10 })}</Text>
          {turningOff ? (
            <PasswordConfirmForm
              label={t('users.turnOffTwoStep')}
              submitLabel={t('users.turnOff')}
              danger
              send={disable.mutateAsync}
              onSent={() => {
                setTurningOff(false);
                onFeedback({ status: 'success', text: t('users.twoStepIsOff') });
              }}
              failure={t('users.disableTwoStepFailed')}
              onCancel={() => setTurningOff(false)}
            />
          ) : (
            <Button
              alignSelf="flex-start"
              variant="outline"
              colorPalette="red"
              onClick={() => setTurningOff(true)}
            >
              {t('users.turnOff')}
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
        <Text color="gray.700">{t('users.twoStepOffExplained')}</Text>
        {turningOn ? (
          <PasswordConfirmForm
            label={t('users.turnOnTwoStep')}
            submitLabel={t('users.continue')}
            send={setup.mutateAsync}
            onSent={() => setTurningOn(false)}
            failure={t('users.startTwoStepFailed')}
            onCancel={() => setTurningOn(false)}
          />
        ) : (
          <Button alignSelf="flex-start" colorPalette="green" onClick={() => setTurningOn(true)}>
            {t('users.turnOn')}
          </Button>
        )}
      </Stack>
    );
  };

  return <Panel title={t('users.twoStepSignIn')}>{body()}</Panel>;
};
