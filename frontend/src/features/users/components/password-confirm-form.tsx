import { FormBody } from '#web/components/ui/form-body';
import { PasswordField } from '#web/components/ui/input-field';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { t } from '#web/lib/i18n/t';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { SubmitOrCancel } from './submit-or-cancel';

const passwordValidation = lazyResolver<{ password: string }, { password: string }>(
  async () => (await import('./form-resolvers')).passwordResolver,
);

interface PasswordConfirmFormProps<T> {
  /** The form's name for screen readers ("Turn off two-step sign-in"). */
  label: string;
  submitLabel: string;
  danger?: boolean;
  send: (values: { password: string }) => Promise<T>;
  onSent: (answer: T) => void;
  /** Shown when the request fails and the server gave no message. */
  failure: string;
  onCancel: () => void;
}

/**
 * The account's password asked again before a way to sign in is added or removed (a passkey,
 * two-step sign-in): a wrong one is said on the field, and nothing changes.
 */
export const PasswordConfirmForm = <T,>({
  label,
  submitLabel,
  danger = false,
  send,
  onSent,
  failure,
  onCancel,
}: PasswordConfirmFormProps<T>) => {
  const { field, submission } = useMutationForm({
    validation: passwordValidation,
    defaultValues: { password: '' },
    send,
    onSent: (answer) => {
      onSent(answer);
      return undefined;
    },
    failure,
  });
  return (
    <FormBody {...submission} aria-label={label} gap="3">
      <PasswordField label={t('users.password')} autoFocus {...field('password')} />
      <SubmitOrCancel label={submitLabel} pending={submission.pending} onCancel={onCancel} danger={danger} />
    </FormBody>
  );
};
