import { Badge, Box, Button, Heading, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { type ComponentType, Suspense } from 'react';
import type { GroupInvitee, GroupMember, UserGroup } from '#shared/groups/group-schemas';
import { FormBody } from '#web/components/ui/form-body';
import { TrashIcon } from '#web/components/ui/icons';
import { EmailField, InputField } from '#web/components/ui/input-field';
import { LoadFailure } from '#web/components/ui/load-failure';
import { Modal } from '#web/components/ui/modal';
import { type Feedback, TransientMessage, useTransientMessage } from '#web/components/ui/transient-message';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { errorMessage } from '#web/lib/error-message';
import { t } from '#web/lib/i18n/t';
import { type DialogLifecycle, lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';
import { useAddGroupMember } from '../api/add-group-member';
import { useGroupInvitees } from '../api/get-group-invitees';
import { useGroupMembers } from '../api/get-group-members';
import { useRemoveGroupMember } from '../api/remove-group-member';
import { useRenameGroup } from '../api/rename-group';
import { useSetMemberRole } from '../api/set-member-role';
import { inviteeLabel, memberLabel, splitMembers } from '../utils/members';
import { groupNameValidation, memberEmailValidation } from './form-validation';

const deleteGroup = lazyDialog(() => import('./delete-group-dialog'));
const removeMember = lazyDialog(() => import('./remove-member-dialog'));
const leaveGroup = lazyDialog(() => import('./leave-group-dialog'));

/** What the page may add to an admin's overlay (invitation links): told the group and where messages go. */
export interface GroupAdminExtraProps {
  groupId: string;
  groupName: string;
  onFeedback: (feedback: Feedback) => void;
}

interface GroupOverlayProps extends DialogLifecycle {
  group: UserGroup;
  currentUserId: string;
  /** Messages that outlive the overlay (the group was deleted). */
  onFeedback: (feedback: Feedback) => void;
  adminExtra?: ComponentType<GroupAdminExtraProps>;
}

interface MemberActions {
  currentUserId: string;
  /** The member whose role is changing, for the button's spinner. */
  changingId: string | undefined;
  onRemove: (member: GroupMember) => void;
  onRole: (member: GroupMember, isGroupAdmin: boolean) => void;
  onCancelInvitation: (invitee: GroupInvitee) => void;
}

interface MemberListProps {
  title: string;
  members: readonly GroupMember[];
  /** Pending invitees, after the members, marked 'Invited'. */
  invitees?: readonly GroupInvitee[];
  /** Only an admin manages: without these the list is to look at. */
  manage?: MemberActions;
}

/** The buttons of one entry: promote or demote (stepping down for oneself), and remove others. */
const MemberButtons = ({ member, manage }: { member: GroupMember; manage: MemberActions }) => {
  const self = member.id === manage.currentUserId;
  const roleLabel = member.isGroupAdmin
    ? self
      ? t('groups.stepDown')
      : t('groups.removeAdmin')
    : t('groups.makeAdmin');
  return (
    <HStack gap="1" flexShrink={0}>
      <Button
        size="xs"
        variant="outline"
        aria-label={
          self
            ? t('groups.stepDownAsAdmin')
            : t('groups.roleAction', { action: roleLabel, name: member.name })
        }
        loading={manage.changingId === member.id}
        onClick={() => manage.onRole(member, !member.isGroupAdmin)}
      >
        {roleLabel}
      </Button>
      {!self && (
        <IconButton
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={t('groups.removeMemberNamed', { name: member.name })}
          title={t('groups.remove')}
          onClick={() => manage.onRemove(member)}
        >
          <TrashIcon />
        </IconButton>
      )}
    </HStack>
  );
};

const MemberList = ({ title, members, invitees = [], manage }: MemberListProps) => (
  <Stack gap="2" as="section" aria-label={title}>
    <Heading as="h3" size="sm">
      {title}
    </Heading>
    {members.length + invitees.length === 0 ? (
      <Text color="gray.600">{t('groups.none')}</Text>
    ) : (
      <Stack as="ul" listStyle="none" gap="1">
        {members.map((member) => (
          <HStack as="li" key={member.id} justify="space-between" gap="2" minH="8">
            <Text minW="0" overflowWrap="anywhere">
              {memberLabel(member)}
            </Text>
            {manage && <MemberButtons member={member} manage={manage} />}
          </HStack>
        ))}
        {invitees.map((invitee) => (
          <HStack as="li" key={invitee.id} justify="space-between" gap="2" minH="8">
            <HStack gap="2" minW="0">
              <Text minW="0" overflowWrap="anywhere">
                {inviteeLabel(invitee)}
              </Text>
              <Badge colorPalette="orange" flexShrink={0}>
                {t('groups.invited')}
              </Badge>
            </HStack>
            {manage && (
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t('groups.cancelInvitationOf', { invitee: inviteeLabel(invitee) })}
                title={t('groups.cancelInvitation')}
                onClick={() => manage.onCancelInvitation(invitee)}
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

/**
 * Administrators and members, listed apart (spec 2), and the pending invitees among the members;
 * every member sees them, admins manage them.
 */
const MemberLists = ({ groupId, manage }: { groupId: string; manage?: MemberActions }) => {
  const members = useGroupMembers(groupId);
  const invitees = useGroupInvitees(groupId);
  if (members.isPending || invitees.isPending)
    return <Spinner size="sm" aria-label={t('groups.loadingMembers')} />;
  if (members.isError || invitees.isError)
    return (
      <LoadFailure onRetry={() => void Promise.all([members.refetch(), invitees.refetch()])}>
        {errorMessage(members.error ?? invitees.error, t('groups.fetchMembersFailed'))}
      </LoadFailure>
    );
  const lists = splitMembers(members.data);
  return (
    <>
      <MemberList title={t('groups.administrators')} members={lists.administrators} manage={manage} />
      <MemberList
        title={t('groups.members')}
        members={lists.members}
        invitees={invitees.data}
        manage={manage}
      />
    </>
  );
};

/** 'Leave Group', for every member: it asks first; the last admin is refused by the server. */
const LeaveGroupButton = ({
  group,
  currentUserId,
  onLeft,
}: {
  group: UserGroup;
  currentUserId: string;
  onLeft: (feedback: Feedback) => void;
}) => {
  const confirm = useLazyDialog(leaveGroup, () => ({
    groupId: group.id,
    groupName: group.name,
    currentUserId,
    onLeft,
  }));
  return (
    <>
      <Button variant="outline" colorPalette="red" {...confirm.trigger(true)}>
        {t('groups.leaveGroup')}
      </Button>
      {confirm.element}
    </>
  );
};

/** What an admin may do with a group: rename, delete, add, promote, demote and remove members. */
const GroupAdminPanel = ({
  group,
  currentUserId,
  onFeedback,
  onDeleted,
  adminExtra: AdminExtra,
}: {
  group: UserGroup;
  currentUserId: string;
  onFeedback: (feedback: Feedback) => void;
  adminExtra?: ComponentType<GroupAdminExtraProps>;
  /** The group is no longer the user's: deleted, or they left it. */
  onDeleted: (feedback: Feedback) => void;
}) => {
  const rename = useRenameGroup();
  const addMember = useAddGroupMember();
  const role = useSetMemberRole();
  const cancellation = useRemoveGroupMember();
  const confirm = useLazyDialog(deleteGroup, () => ({ groupId: group.id, onDeleted }));
  const confirmRemoval = useLazyDialog(removeMember, (member: GroupMember) => ({
    groupId: group.id,
    groupName: group.name,
    member,
    onRemoved: onFeedback,
  }));
  const naming = useMutationForm({
    validation: groupNameValidation,
    defaultValues: { name: group.name },
    send: ({ name }) => rename.mutateAsync({ id: group.id, name }),
    onSent: () => t('groups.groupNameUpdated'),
    failure: t('groups.updateGroupFailed'),
    report: onFeedback,
  });
  const adding = useMutationForm({
    validation: memberEmailValidation,
    defaultValues: { email: '' },
    send: ({ email }) => addMember.mutateAsync({ groupId: group.id, email }),
    onSent: (_, __, form) => {
      form.reset();
      return t('groups.memberAdded');
    },
    failure: t('groups.addMemberFailed'),
    report: onFeedback,
  });
  // Spec 5: a blank rename does nothing, so the name field shows no error.
  const { error: _blankName, ...nameField } = naming.field('name');

  const changeRole = (member: GroupMember, isGroupAdmin: boolean) =>
    role.mutate(
      { groupId: group.id, userId: member.id, isGroupAdmin },
      {
        onSuccess: () =>
          onFeedback({
            status: 'success',
            text: isGroupAdmin
              ? t('groups.nowAdmin', { name: member.name })
              : t('groups.noLongerAdmin', { name: member.name }),
          }),
        onError: (error) =>
          onFeedback({ status: 'error', text: errorMessage(error, t('groups.updateGroupFailed')) }),
      },
    );

  const cancelInvitation = (invitee: GroupInvitee) =>
    cancellation.mutate(
      { groupId: group.id, userId: invitee.id },
      {
        onSuccess: () => onFeedback({ status: 'success', text: t('groups.invitationCancelled') }),
        onError: (error) =>
          onFeedback({ status: 'error', text: errorMessage(error, t('groups.removeFromGroupFailed')) }),
      },
    );

  const manage: MemberActions = {
    currentUserId,
    changingId: role.isPending ? role.variables?.userId : undefined,
    onRemove: confirmRemoval.open,
    onRole: changeRole,
    onCancelInvitation: cancelInvitation,
  };
  return (
    <Stack gap="6">
      <FormBody {...naming.submission} gap="3">
        <InputField label={t('groups.groupName')} {...nameField} />
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="green" loading={naming.pending}>
            {t('groups.saveGroupName')}
          </Button>
          <Button variant="outline" colorPalette="red" {...confirm.trigger(true)}>
            {t('groups.deleteGroup')}
          </Button>
          <LeaveGroupButton group={group} currentUserId={currentUserId} onLeft={onDeleted} />
        </HStack>
      </FormBody>

      <FormBody {...adding.submission} gap="3" aria-label={t('groups.addMember')}>
        <Heading as="h3" size="sm">
          {t('groups.addMember')}
        </Heading>
        <EmailField label={t('groups.memberEmail')} autoComplete="off" {...adding.field('email')} />
        <Box>
          <Button type="submit" colorPalette="green" loading={adding.pending}>
            {t('groups.addMember')}
          </Button>
        </Box>
      </FormBody>

      {AdminExtra && (
        <Suspense fallback={<Spinner size="sm" aria-label={t('groups.loading')} />}>
          <AdminExtra groupId={group.id} groupName={group.name} onFeedback={onFeedback} />
        </Suspense>
      )}

      <MemberLists groupId={group.id} manage={manage} />

      {confirm.element}
      {confirmRemoval.element}
    </Stack>
  );
};

/** The group overlay: 'Group: {name}', 500 px wide; admins manage, members see who is in it. */
const GroupOverlay = ({ group, currentUserId, onFeedback, adminExtra, ...dialog }: GroupOverlayProps) => {
  const { feedback, show } = useTransientMessage();
  const gone = (message: Feedback) => {
    dialog.onClose();
    onFeedback(message);
  };
  return (
    <Modal {...dialog} title={t('groups.overlayTitle', { group: group.name })} width="500px">
      <Stack gap="4">
        <TransientMessage feedback={feedback} />
        {group.isGroupAdmin ? (
          <GroupAdminPanel
            group={group}
            currentUserId={currentUserId}
            onFeedback={show}
            onDeleted={gone}
            adminExtra={adminExtra}
          />
        ) : (
          <>
            <Text>{t('groups.notAdmin')}</Text>
            <Box>
              <LeaveGroupButton group={group} currentUserId={currentUserId} onLeft={gone} />
            </Box>
            <MemberLists groupId={group.id} />
          </>
        )}
      </Stack>
    </Modal>
  );
};

export default GroupOverlay;
