import { Button, HStack, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { Role } from '#shared/roles';
import { invitationDefaults, invitationLimits } from '#shared/users/sign-up-rules';
import { ErrorAlert } from '#web/components/ui/form-alert';
import { CountField } from '#web/components/ui/input-field';
import { SelectField } from '#web/components/ui/select-field';
import type { Feedback } from '#web/components/ui/transient-message';
import { isApiError } from '#web/lib/api-client';
import { t } from '#web/lib/i18n/t';
import { useCreateInvitationLink } from '../api/invitation-links';
import { roleLabel } from '../utils/labels';
import { CreatedLink } from './created-link';

/** The link's two numbers, each with its label and its upper bound. */
const countFields = () =>
  [
    { name: 'uses', label: t('invitations.uses'), max: invitationLimits.maxUses },
    { name: 'expiresInDays', label: t('invitations.expiresInDays'), max: invitationLimits.maxDays },
  ] as const;

interface InvitationLinkFormProps {
  /** The roles offered; a group's link is for the role User only, and offers no choice. */
  roles?: readonly Role[];
  groupId?: string;
  submitLabel: string;
  onFeedback: (feedback: Feedback) => void;
}

/** Uses and days (and the role, where there is a choice), then the new link to copy. */
export const InvitationLinkForm = ({ roles, groupId, submitLabel, onFeedback }: InvitationLinkFormProps) => {
  const [role, setRole] = useState<Role>('User');
  // As typed: a number the server finds out of range is reported at its field.
  const [counts, setCounts] = useState({
    uses: String(invitationDefaults.uses),
    expiresInDays: String(invitationDefaults.expiresInDays),
  });
  const creation = useCreateInvitationLink();
  // The server's message for a field shows at it (a number out of range); anything else above the button.
  const fields: Readonly<Record<string, string>> = isApiError(creation.error) ? creation.error.fields : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    creation.mutate({
      role,
      groupId,
      uses: Number(counts.uses),
      expiresInDays: Number(counts.expiresInDays),
    });
  };

  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-label={submitLabel}>
      <HStack gap="3" align="start" wrap="wrap">
        {roles && (
          <SelectField
            label={t('invitations.role')}
            size="lg"
            fieldProps={{ flex: '1', minW: '36' }}
            options={roles}
            optionLabel={roleLabel}
            value={role}
            onValueChange={setRole}
          />
        )}
        {countFields().map(({ name, label, max }) => (
          <Stack key={name} flex="1" minW="28">
            <CountField
              label={label}
              max={max}
              value={counts[name]}
              error={fields[name]}
              onChange={(event) => setCounts({ ...counts, [name]: event.target.value })}
            />
          </Stack>
        ))}
      </HStack>
      {!fields.uses && !fields.expiresInDays && (
        <ErrorAlert error={creation.error} fallback={t('invitations.createFailed')} />
      )}
      <HStack>
        <Button type="submit" colorPalette="green" loading={creation.isPending}>
          {submitLabel}
        </Button>
      </HStack>
      {creation.data && <CreatedLink url={creation.data.url} onFeedback={onFeedback} />}
    </Stack>
  );
};
