import { Text } from '@chakra-ui/react';
import type { GroupMember } from '#shared/groups/group-schemas';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { closeWithNotice, submitting } from '#web/components/ui/form-dialog';
import type { Feedback } from '#web/components/ui/transient-message';
import { t } from '#web/lib/i18n/t';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { useRemoveGroupMember } from '../api/remove-group-member';
import { memberLabel } from '../utils/members';

interface RemoveMemberDialogProps extends DialogLifecycle {
  groupId: string;
  groupName: string;
  member: GroupMember;
  onRemoved: (feedback: Feedback) => void;
}

/** Asks before a member is removed: a slip of the finger must not put someone out of the group. */
const RemoveMemberDialog = ({
  groupId,
  groupName,
  member,
  onRemoved,
  ...dialog
}: RemoveMemberDialogProps) => {
  const removal = useRemoveGroupMember();
  const remove = () =>
    removal.mutate(
      { groupId, userId: member.id },
      { onSuccess: () => closeWithNotice(dialog, onRemoved, t('groups.memberRemoved')) },
    );
  return (
    <ConfirmDialog
      {...submitting(dialog, removal, remove, t('groups.removeFromGroupFailed'))}
      title={t('groups.removeMember')}
    >
      <Text>{t('groups.removeMemberQuestion', { member: memberLabel(member), group: groupName })}</Text>
    </ConfirmDialog>
  );
};

export default RemoveMemberDialog;
