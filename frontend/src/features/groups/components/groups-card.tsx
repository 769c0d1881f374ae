import { HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useRef } from 'react';
import type { UserGroup } from '#shared/groups/group-schemas';
import { EyeIcon, PencilIcon, PlusIcon } from '#web/components/ui/icons';
import { Panel } from '#web/components/ui/panel';
import type { Feedback } from '#web/components/ui/transient-message';
import { errorMessage } from '#web/lib/error-message';
import { useDialogState } from '#web/lib/use-dialog-state';
import { useUserGroups } from '../api/get-user-groups';

// Dialogs load on first use, not with My Page.
const loadCreateDialog = () => import('./create-group-dialog');
const loadOverlay = () => import('./group-overlay');
const CreateGroupDialog = lazy(loadCreateDialog);
const GroupOverlay = lazy(loadOverlay);

interface GroupsCardProps {
  currentUserId: string;
  onFeedback: (feedback: Feedback) => void;
}

/** 'Your Groups': the user's groups, a way to create one, and the overlay to manage or view each. */
export const GroupsCard = ({ currentUserId, onFeedback }: GroupsCardProps) => {
  const groups = useUserGroups();
  const create = useDialogState();
  const overlay = useDialogState<string>();
  // The overlay keeps showing a group while it closes, even once the group is deleted.
  const lastShown = useRef<UserGroup | null>(null);
  const overlayGroup = overlay.state
    ? (groups.data?.find((group) => group.id === overlay.state?.target) ?? lastShown.current)
    : null;
  lastShown.current = overlayGroup;

  return (
    <Panel
      title="Your Groups"
      actions={
        <IconButton
          size="sm"
          colorPalette="green"
          aria-label="Create a New Group"
          title="Create a New Group"
          onPointerEnter={() => void loadCreateDialog()}
          onClick={() => create.show(true)}
        >
          <PlusIcon />
        </IconButton>
      }
    >
      {groups.isPending ? (
        <Spinner size="sm" aria-label="Loading groups" />
      ) : groups.isError ? (
        <Text color="fg.error">{errorMessage(groups.error, 'Failed to fetch user groups')}</Text>
      ) : groups.data.length === 0 ? (
        <Text color="gray.600">You are not in any group yet.</Text>
      ) : (
        <Stack as="ul" listStyle="none" gap="1">
          {groups.data.map((group) => {
            const action = group.isGroupAdmin ? 'Edit Group' : 'View Group';
            return (
              <HStack as="li" key={group.id} justify="space-between" gap="2" minH="9">
                <Text fontWeight="medium" wordBreak="break-word">
                  {group.name}
                </Text>
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={`${action}: ${group.name}`}
                  title={action}
                  onPointerEnter={() => void loadOverlay()}
                  onClick={() => overlay.show(group.id)}
                >
                  {group.isGroupAdmin ? <PencilIcon /> : <EyeIcon />}
                </IconButton>
              </HStack>
            );
          })}
        </Stack>
      )}

      {create.state && (
        <Suspense fallback={null}>
          <CreateGroupDialog
            key={create.state.key}
            open={create.state.open}
            onClose={create.close}
            onExitComplete={create.onExitComplete}
            onFeedback={onFeedback}
          />
        </Suspense>
      )}
      {overlay.state && overlayGroup && (
        <Suspense fallback={null}>
          <GroupOverlay
            key={overlay.state.key}
            group={overlayGroup}
            currentUserId={currentUserId}
            open={overlay.state.open}
            onClose={overlay.close}
            onExitComplete={overlay.onExitComplete}
            onFeedback={onFeedback}
          />
        </Suspense>
      )}
    </Panel>
  );
};
