import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { Passkey } from '#shared/users/sign-in-factor-schemas';
import { FormBody } from '#web/components/ui/form-body';
import { InputField } from '#web/components/ui/input-field';
import { LoadedList } from '#web/components/ui/loaded-list';
import { Panel } from '#web/components/ui/panel';
import type { Feedback } from '#web/components/ui/transient-message';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { errorMessage } from '#web/lib/error-message';
import { activeLocale } from '#web/lib/i18n/language';
import { t } from '#web/lib/i18n/t';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { PasswordConfirmForm } from './password-confirm-form';

const renameValidation = lazyResolver<{ name: string }, { name: string }>(
  async () => (await import('./form-resolvers')).renamePasskeyResolver,
);

interface PasskeysCardProps {
  onFeedback: (feedback: Feedback) => void;
}

/** 'Nov 27, 2026' in the reader's language. */
const dayLabel = (at: string) =>
  new Intl.DateTimeFormat(activeLocale(), { dateStyle: 'medium' }).format(new Date(at));

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
      onFeedback({ status: 'success', text: t('users.passkeyRenamed') });
      return undefined;
    },
    failure: t('users.renamePasskeyFailed'),
  });
  return (
    <FormBody {...submission} aria-label={t('users.renamePasskey', { name: passkey.name })} gap="2">
      <InputField label={t('users.passkeyName')} size="md" autoFocus maxLength={60} {...field('name')} />
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="green" loading={submission.pending}>
          {t('users.save')}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          {t('users.cancel')}
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
          {t('users.passkeyAddedOn', { date: dayLabel(passkey.createdAt) })} ·{' '}
          {passkey.lastUsedAt
            ? t('users.passkeyLastUsedOn', { date: dayLabel(passkey.lastUsedAt) })
            : t('users.passkeyNotUsed')}
        </Text>
        {renaming ? (
          <RenameForm passkey={passkey} onDone={() => setRenaming(false)} onFeedback={onFeedback} />
        ) : (
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              aria-label={t('users.renamePasskey', { name: passkey.name })}
              onClick={() => setRenaming(true)}
            >
              {t('users.rename')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={t('users.removePasskey', { name: passkey.name })}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(passkey.id, {
                  onSuccess: () => onFeedback({ status: 'success', text: t('users.passkeyRemoved') }),
                  onError: (error) =>
                    onFeedback({
                      status: 'error',
                      text: errorMessage(error, t('users.removePasskeyFailed')),
                    }),
                })
              }
            >
              {t('users.remove')}
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
      title={t('users.passkeys')}
      actions={
        <Button
          size="sm"
          colorPalette="green"
          disabled={!supported || confirming}
          onClick={() => setConfirming(true)}
        >
          {t('users.addPasskey')}
        </Button>
      }
    >
      <Text color="gray.700">
        {supported ? t('users.passkeysIntro') : t('users.passkeysIntroUnsupported')}
      </Text>
      {confirming && (
        <Stack gap="2">
          <Text>{t('users.passkeyEnterPassword')}</Text>
          <PasswordConfirmForm
            label={t('users.confirmAddPasskey')}
            submitLabel={add.isPending ? t('users.waitingForDevice') : t('users.continue')}
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
              if (added) onFeedback({ status: 'success', text: t('users.passkeyAdded') });
            }}
            failure={t('users.addPasskeyFailed')}
            onCancel={() => setConfirming(false)}
          />
        </Stack>
      )}
      <LoadedList
        query={passkeys}
        loadingLabel={t('users.loadingPasskeys')}
        errorFallback={t('users.fetchPasskeysFailed')}
        emptyText={t('users.noPasskeys')}
      >
        {(list) => (
          <Stack as="ul" listStyleType="none" gap="3" aria-label={t('users.yourPasskeys')}>
            {list.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} onFeedback={onFeedback} />
            ))}
          </Stack>
        )}
      </LoadedList>
    </Panel>
  );
};
