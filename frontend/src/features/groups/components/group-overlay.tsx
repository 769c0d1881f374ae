import { Box, Button, Heading, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { GroupMember, UserGroup } from '#shared/groups/group-schemas';
import { TrashIcon } from '#web/components/ui/icons';
import { InputField } from '#web/components/ui/input-field';
import { Modal } from '#web/components/ui/modal';
import { type Feedback, TransientMessage, useTransientMessage } from '#web/components/ui/transient-message';
import { errorMessage } from '#web/lib/error-message';
import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';
import { useAddGroupMember } from '../api/add-group-member';
import { useGroupMembers } from '../api/get-group-members';
import { useRemoveGroupMember } from '../api/remove-group-member';
import { useRenameGroup } from '../api/rename-group';
import { memberLabel, splitMembers } from '../utils/members';

const deleteGroup = lazyDialog(() => import('./delete-group-dialog'));

export const notAdminMessage = 'You do not have admin permissions for this group.';
export const emptyMemberEmailMessage = 'Please enter a valid email';

interface GroupOverlayProps {
  group: UserGroup;
  currentUserId: string;
  open: boolean;
  onClose: () => void;
  onExitComplete: () => void;
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
  const [name, setName] = useState(group.name);
  const [email, setEmail] = useState('');
  const members = useGroupMembers(group.id);
  const rename = useRenameGroup();
  const addMember = useAddGroupMember();
  const removeMember = useRemoveGroupMember();
  const confirm = useLazyDialog(deleteGroup, () => ({ groupId: group.id, onDeleted }));

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return; // spec 5: a blank rename does nothing
    rename.mutate(
      { id: group.id, name: name.trim() },
      {
        onSuccess: () => onFeedback({ status: 'success', text: 'Group name updated successfully' }),
        onError: (error) =>
          onFeedback({ status: 'error', text: errorMessage(error, 'Failed to update group') }),
      },
    );
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      onFeedback({ status: 'error', text: emptyMemberEmailMessage });
      return;
    }
    addMember.mutate(
      { groupId: group.id, email: email.trim() },
      {
        onSuccess: () => {
          setEmail('');
          onFeedback({ status: 'success', text: 'Member added successfully' });
        },
        onError: (error) =>
          onFeedback({ status: 'error', text: errorMessage(error, 'Failed to add user to group') }),
      },
    );
  };
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
  return (
    <Stack gap="6">
      <Stack asChild gap="3">
        <form onSubmit={saveName} noValidate>
          <InputField label="Group Name" value={name} onChange={(event) => setName(event.target.value)} />
          <HStack gap="3" wrap="wrap">
            <Button type="submit" colorPalette="green" loading={rename.isPending}>
              Save Group Name
            </Button>
            <Button variant="outline" colorPalette="red" {...confirm.trigger(true)}>
              Delete Group
            </Button>
          </HStack>
        </form>
      </Stack>

      <Stack asChild gap="3">
        <form onSubmit={add} noValidate aria-label="Add Member">
          <Heading as="h3" size="sm">
            Add Member
          </Heading>
          <InputField
            label="Member Email"
            type="email"
            inputMode="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Box>
            <Button type="submit" colorPalette="green" loading={addMember.isPending}>
              Add Member
            </Button>
          </Box>
        </form>
      </Stack>

      {members.isPending ? (
        <Spinner size="sm" aria-label="Loading members" />
      ) : members.isError ? (
        <Text color="fg.error">{errorMessage(members.error, 'Failed to fetch users in group')}</Text>
      ) : (
        <>
          <MemberList
            title="Administrators"
            members={lists.administrators}
            currentUserId={currentUserId}
            removingId={removingId}
            onRemove={remove}
          />
          <MemberList
            title="Members"
            members={lists.members}
            currentUserId={currentUserId}
            removingId={removingId}
            onRemove={remove}
          />
        </>
      )}

      {confirm.element}
    </Stack>
  );
};

/** The group overlay: 'Group: {name}', 500 px wide; admins manage, members only look. */
const GroupOverlay = ({
  group,
  currentUserId,
  open,
  onClose,
  onExitComplete,
  onFeedback,
}: GroupOverlayProps) => {
  const { feedback, show } = useTransientMessage();
  return (
    <Modal
      title={`Group: ${group.name}`}
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      width="500px"
    >
      <Stack gap="4">
        <TransientMessage feedback={feedback} />
        {group.isGroupAdmin ? (
          <GroupAdminPanel
            group={group}
            currentUserId={currentUserId}
            onFeedback={show}
            onDeleted={(message) => {
              onClose();
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
