import { HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { type ComponentType, useRef } from 'react';
import type { UserGroup } from '#shared/groups/group-schemas';
import { EyeIcon, PencilIcon, PlusIcon } from '#web/components/ui/icons';
import { LoadedList } from '#web/components/ui/loaded-list';
import { Panel } from '#web/components/ui/panel';
import type { Feedback } from '#web/components/ui/transient-message';
import { t } from '#web/lib/i18n/t';
import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';
import { useUserGroups } from '../api/get-user-groups';
import type { GroupAdminExtraProps } from './group-overlay';

// Dialogs load on first use, not with My Page.
const createGroup = lazyDialog(() => import('./create-group-dialog'));
const groupOverlay = lazyDialog(() => import('./group-overlay'));

interface GroupsCardProps {
  currentUserId: string;
  onFeedback: (feedback: Feedback) => void;
  /** More for a group's admins in its overlay, from another feature (the page composes them). */
  adminExtra?: ComponentType<GroupAdminExtraProps>;
}

/** 'Your Groups': the user's groups, a way to create one, and the overlay to manage or view each. */
export const GroupsCard = ({ currentUserId, onFeedback, adminExtra }: GroupsCardProps) => {
  const groups = useUserGroups();
  const create = useLazyDialog(createGroup, () => ({ onFeedback }));
  // The overlay keeps showing a group while it closes, even once the group is deleted.
  const lastShown = useRef<UserGroup | null>(null);
  const overlay = useLazyDialog(groupOverlay, (groupId: string) => {
    const group = groups.data?.find((candidate) => candidate.id === groupId) ?? lastShown.current;
    lastShown.current = group;
    return group && { group, currentUserId, onFeedback, adminExtra };
  });

  return (
    <Panel
      title={t('groups.yourGroups')}
      actions={
        <IconButton
          size="sm"
          colorPalette="green"
          aria-label={t('groups.createNewGroup')}
          title={t('groups.createNewGroup')}
          {...create.trigger(true)}
        >
          <PlusIcon />
        </IconButton>
      }
    >
      <LoadedList
        query={groups}
        loadingLabel={t('groups.loadingGroups')}
        errorFallback={t('groups.fetchGroupsFailed')}
        emptyText={t('groups.noGroups')}
      >
        {(list) => (
          <Stack as="ul" listStyle="none" gap="1">
            {list.map((group) => {
              const action = group.isGroupAdmin ? t('groups.editGroup') : t('groups.viewGroup');
              return (
                <HStack as="li" key={group.id} justify="space-between" gap="2" minH="9">
                  <Text fontWeight="medium" wordBreak="break-word">
                    {group.name}
                  </Text>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={t('groups.groupAction', { action, group: group.name })}
                    title={action}
                    {...overlay.trigger(group.id)}
                  >
                    {group.isGroupAdmin ? <PencilIcon /> : <EyeIcon />}
                  </IconButton>
                </HStack>
              );
            })}
          </Stack>
        )}
      </LoadedList>

      {create.element}
      {overlay.element}
    </Panel>
  );
};
