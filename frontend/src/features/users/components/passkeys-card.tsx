import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { Passkey } from '#shared/users/sign-in-factor-schemas';
import { FormBody } from '#web/components/ui/form-body';
import { InputField } from '#web/components/ui/input-field';
import { LoadFailure } from '#web/components/ui/load-failure';
import { Panel } from '#web/components/ui/panel';
import type { Feedback } from '#web/components/ui/transient-message';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { errorMessage } from '#web/lib/error-message';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { PasswordConfirmForm } from './password-confirm-form';

const renameValidation = lazyResolver<{ name: string }, { name: string }>(
  async () => (await import('./form-resolvers')).renamePasskeyResolver,
);

interface PasskeysCardProps {
  onFeedback: (feedback: Feedback) => void;
}

/** 'Nov 27, 2026' in the browser's language. */
const dayLabel = (at: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(at));

/** The browser's prompt closed without a passkey: nothing to report. */
const cancelled = (error: unknown) => error instanceof Error && error.name === 'NotAllowedError';

const RenameForm = ({
  passkey,
  onDone,
  onFeedback,
}: { passkey: Passkey; onDone: () => void } & PasskeysCardProps) => {
  const rename = useRenamePasskey();
  const { field, submission } = useMutationForm({
    validation: renameValidation,
    defaultValues: { name: passkey.name },
    send: ({ name }) => rename.mutateAsync({ id: passkey.id, name }),
    onSent: () => {
      onDone();
      onFeedback({ status: 'success', text: 'Passkey renamed.' });
      return undefined;
    },
    failure: 'Failed to rename the passkey.',
  });
  return (
    <FormBody {...submission} aria-label={`Rename ${passkey.name}`} gap="2">
      <InputField label="Passkey name" size="md" autoFocus maxLength={60} {...field('name')} />
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="green" loading={submission.pending}>
          Save
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </HStack>
    </FormBody>
  );
};

const PasskeyRow = ({ passkey, onFeedback }: { passkey: Passkey } & PasskeysCardProps) => {
  const headingId = useId();
  const [renaming, setRenaming] = useState(false);
  const remove = useRemovePasskey();
  return (
    <Box as="li" borderTopWidth="1px" pt="3">
      <Stack role="group" aria-labelledby={headingId} gap="2">
        <Text id={headingId} fontWeight="semibold" wordBreak="break-word">
          {passkey.name}
        </Text>
        <Text fontSize="sm" color="gray.600">
          Added {dayLabel(passkey.createdAt)} ·{' '}
          {passkey.lastUsedAt ? `Last used ${dayLabel(passkey.lastUsedAt)}` : 'Not used yet'}
        </Text>
        {renaming ? (
          <RenameForm passkey={passkey} onDone={() => setRenaming(false)} onFeedback={onFeedback} />
        ) : (
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              aria-label={`Rename ${passkey.name}`}
              onClick={() => setRenaming(true)}
            >
              Rename
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={`Remove ${passkey.name}`}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(passkey.id, {
                  onSuccess: () => onFeedback({ status: 'success', text: 'Passkey removed.' }),
                  onError: (error) =>
                    onFeedback({
                      status: 'error',
                      text: errorMessage(error, 'Failed to remove the passkey.'),
                    }),
                })
              }
            >
              Remove
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
};

/** 'Passkeys': sign in with the device's fingerprint, face or PIN instead of a password. */
export const PasskeysCard = ({ onFeedback }: PasskeysCardProps) => {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [confirming, setConfirming] = useState(false);
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  return (
    <Panel
      title="Passkeys"
      actions={
        <Button
          size="sm"
          colorPalette="green"
          disabled={!supported || confirming}
          onClick={() => setConfirming(true)}
        >
          Add a passkey
        </Button>
      }
    >
      <Text color="gray.700">
        Sign in with your fingerprint, face or device PIN instead of your password.
        {supported ? '' : ' This browser cannot make passkeys.'}
      </Text>
      {confirming && (
        <Stack gap="2">
          <Text>Enter your password to add a passkey.</Text>
          <PasswordConfirmForm
            label="Confirm adding a passkey"
            submitLabel={add.isPending ? 'Waiting for your device...' : 'Continue'}
            send={async (values) => {
              try {
                return await add.mutateAsync(values);
              } catch (error) {
                // The browser's prompt closed without a passkey: nothing to report, nothing made.
                if (cancelled(error)) return undefined;
                throw error;
              }
            }}
            onSent={(added) => {
              setConfirming(false);
              if (added) onFeedback({ status: 'success', text: 'Passkey added.' });
            }}
            failure="Failed to add a passkey."
            onCancel={() => setConfirming(false)}
          />
        </Stack>
      )}
      {passkeys.isPending ? (
        <Spinner size="sm" aria-label="Loading passkeys" />
      ) : passkeys.isError ? (
        <LoadFailure onRetry={passkeys.refetch}>
          {errorMessage(passkeys.error, 'Failed to fetch passkeys.')}
        </LoadFailure>
      ) : passkeys.data.length === 0 ? (
        <Text color="gray.600">No passkeys yet.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Your passkeys">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onFeedback={onFeedback} />
          ))}
        </Stack>
      )}
    </Panel>
  );
};
