import { Box, Button, Heading, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import type { GroupMember, UserGroup } from '#shared/groups/group-schemas';
import { FormBody } from '#web/components/ui/form-body';
import { TrashIcon } from '#web/components/ui/icons';
import { EmailField, InputField } from '#web/components/ui/input-field';
import { Modal } from '#web/components/ui/modal';
import { type Feedback, TransientMessage, useTransientMessage } from '#web/components/ui/transient-message';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { errorMessage } from '#web/lib/error-message';
import { type DialogLifecycle, lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';
import { useAddGroupMember } from '../api/add-group-member';
import { useGroupMembers } from '../api/get-group-members';
import { useRemoveGroupMember } from '../api/remove-group-member';
import { useRenameGroup } from '../api/rename-group';
import { memberLabel, splitMembers } from '../utils/members';
import { groupNameValidation, memberEmailValidation } from './form-validation';

const deleteGroup = lazyDialog(() => import('./delete-group-dialog'));

export const notAdminMessage = 'You do not have admin permissions for this group.';

interface GroupOverlayProps extends DialogLifecycle {
  group: UserGroup;
  currentUserId: string;
  /** Messages that outlive the overlay (the group was deleted). */
  onFeedback: (feedback: Feedback) => void;
}

interface MemberListProps {
  title: string;
  members: readonly GroupMember[];
  currentUserId: string;
  removingId: string | undefined;
  onRemove: (member: GroupMember) => void;
}

const MemberList = ({ title, members, currentUserId, removingId, onRemove }: MemberListProps) => (
  <Stack gap="2" as="section" aria-label={title}>
    <Heading as="h3" size="sm">
      {title}
    </Heading>
    {members.length === 0 ? (
      <Text color="gray.600">None</Text>
    ) : (
      <Stack as="ul" listStyle="none" gap="1">
        {members.map((member) => (
          <HStack as="li" key={member.id} justify="space-between" gap="2" minH="8">
            <Text wordBreak="break-word">{memberLabel(member)}</Text>
            {member.id !== currentUserId && (
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`Remove ${member.name}`}
                title="Remove"
                loading={removingId === member.id}
                onClick={() => onRemove(member)}
              >
                <TrashIcon />
              </IconButton>
            )}
          </HStack>
        ))}
      </Stack>
    )}
  </Stack>
);

/** What an admin may do with a group: rename, delete, add and remove members. */
const GroupAdminPanel = ({
  group,
  currentUserId,
  onFeedback,
  onDeleted,
}: {
  group: UserGroup;
  currentUserId: string;
  onFeedback: (feedback: Feedback) => void;
  onDeleted: (feedback: Feedback) => void;
}) => {
  const members = useGroupMembers(group.id);
  const rename = useRenameGroup();
  const addMember = useAddGroupMember();
  const removeMember = useRemoveGroupMember();
  const confirm = useLazyDialog(deleteGroup, () => ({ groupId: group.id, onDeleted }));
  const naming = useMutationForm({
    validation: groupNameValidation,
    defaultValues: { name: group.name },
    send: ({ name }) => rename.mutateAsync({ id: group.id, name }),
    onSent: () => 'Group name updated successfully',
    failure: 'Failed to update group',
    report: onFeedback,
  });
  const adding = useMutationForm({
    validation: memberEmailValidation,
    defaultValues: { email: '' },
    send: ({ email }) => addMember.mutateAsync({ groupId: group.id, email }),
    onSent: (_, __, form) => {
      form.reset();
      return 'Member added successfully';
    },
    failure: 'Failed to add user to group',
    report: onFeedback,
  });
  // Spec 5: a blank rename does nothing, so the name field shows no error.
  const { error: _blankName, ...nameField } = naming.field('name');

  const remove = (member: GroupMember) =>
    removeMember.mutate(
      { groupId: group.id, userId: member.id },
      {
        onSuccess: () => onFeedback({ status: 'success', text: 'Member removed successfully' }),
        onError: (error) =>
          onFeedback({ status: 'error', text: errorMessage(error, 'Failed to delete user from group') }),
      },
    );

  const lists = splitMembers(members.data ?? []);
  const removingId = removeMember.isPending ? removeMember.variables?.userId : undefined;
  const listing = { currentUserId, removingId, onRemove: remove };
  return (
    <Stack gap="6">
      <FormBody {...naming.submission} gap="3">
        <InputField label="Group Name" {...nameField} />
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="green" loading={naming.pending}>
            Save Group Name
          </Button>
          <Button variant="outline" colorPalette="red" {...confirm.trigger(true)}>
            Delete Group
          </Button>
        </HStack>
      </FormBody>

      <FormBody {...adding.submission} gap="3" aria-label="Add Member">
        <Heading as="h3" size="sm">
          Add Member
        </Heading>
        <EmailField label="Member Email" autoComplete="off" {...adding.field('email')} />
        <Box>
          <Button type="submit" colorPalette="green" loading={adding.pending}>
            Add Member
          </Button>
        </Box>
      </FormBody>

      {members.isPending ? (
        <Spinner size="sm" aria-label="Loading members" />
      ) : members.isError ? (
        <Text color="fg.error">{errorMessage(members.error, 'Failed to fetch users in group')}</Text>
      ) : (
        (
          [
            ['Administrators', lists.administrators],
            ['Members', lists.members],
          ] as const
        ).map(([title, listed]) => <MemberList key={title} title={title} members={listed} {...listing} />)
      )}

      {confirm.element}
    </Stack>
  );
};

/** The group overlay: 'Group: {name}', 500 px wide; admins manage, members only look. */
const GroupOverlay = ({ group, currentUserId, onFeedback, ...dialog }: GroupOverlayProps) => {
  const { feedback, show } = useTransientMessage();
  return (
    <Modal {...dialog} title={`Group: ${group.name}`} width="500px">
      <Stack gap="4">
        <TransientMessage feedback={feedback} />
        {group.isGroupAdmin ? (
          <GroupAdminPanel
            group={group}
            currentUserId={currentUserId}
            onFeedback={show}
            onDeleted={(message) => {
              dialog.onClose();
              onFeedback(message);
            }}
          />
        ) : (
          <Text>{notAdminMessage}</Text>
        )}
      </Stack>
    </Modal>
  );
};

export default GroupOverlay;
