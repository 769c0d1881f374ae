import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { NextPageButton } from '#web/components/ui/next-page-button';
import { QueryWait } from '#web/components/ui/query-wait';
import { useUser } from '#web/lib/auth/session';
import { t } from '#web/lib/i18n/t';
import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';
import { useUsers } from '../api/get-users';
import { dividedRow } from '../utils/divided-row';
import { roleLabel } from '../utils/role-label';

// Loads when a SysAdmin first reaches for a "Reset link" button, not with the admin panel.
const resetLinkDialog = lazyDialog(() => import('./reset-link-dialog'));

/** 'All Users': name, email and role of each user, a page at a time; for a SysAdmin, a reset link each. */
export const UsersList = () => {
  const users = useUsers();
  // Only a SysAdmin hands out reset links (issue 25): a GroupAdmin could otherwise take any account.
  const canReset = useUser()?.role === 'SysAdmin';
  const resetLink = useLazyDialog(resetLinkDialog, (user: { id: string; name: string }) => ({ user }));
  if (!users.isSuccess)
    return (
      <QueryWait
        query={users}
        loadingLabel={t('admin.loadingUsers')}
        errorFallback={t('admin.fetchUsersFailed')}
      />
    );
  const all = users.data.pages.flatMap((page) => page.users);
  if (all.length === 0) return <Text color="gray.600">{t('admin.noUsers')}</Text>;
  return (
    <Stack gap="4">
      <Stack as="ul" listStyle="none" gap="0" aria-label={t('admin.allUsers')}>
        {all.map((user) => (
          <Box
            as="li"
            key={user.id}
            display="grid"
            gridTemplateColumns={{
              // minmax(0, …): a long name or email wraps instead of widening the page on a phone.
              base: 'minmax(0, 1fr)',
              md: `minmax(0, 1fr) minmax(0, 1.4fr) 8rem${canReset ? ' auto' : ''}`,
            }}
            alignItems="center"
            columnGap="4"
            {...dividedRow}
          >
            <Text fontWeight="medium" overflowWrap="anywhere">
              {user.name}
            </Text>
            <Text color="gray.700" overflowWrap="anywhere">
              {user.email}
            </Text>
            <Text color="gray.700">{roleLabel(user.role)}</Text>
            {canReset && (
              <Button
                size="sm"
                variant="outline"
                justifySelf={{ base: 'start', md: 'end' }}
                mt={{ base: '1', md: '0' }}
                aria-label={t('admin.resetLinkFor', { name: user.name })}
                {...resetLink.trigger({ id: user.id, name: user.name })}
              >
                {t('admin.resetLink')}
              </Button>
            )}
          </Box>
        ))}
      </Stack>
      {resetLink.element}
      {users.hasNextPage && (
        <Box>
          <NextPageButton query={users} label={t('admin.loadMore')} />
        </Box>
      )}
    </Stack>
  );
};
