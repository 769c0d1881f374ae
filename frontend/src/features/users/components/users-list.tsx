import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { roleLabels } from '#shared/roles';
import { LoadFailure } from '#web/components/ui/load-failure';
import { errorMessage } from '#web/lib/error-message';
import { useUsers } from '../api/get-users';

/** 'All Users': name, email and role of each user, a page at a time. */
export const UsersList = () => {
  const users = useUsers();
  if (users.isPending) return <Spinner size="sm" aria-label="Loading users" />;
  if (users.isError)
    return (
      <LoadFailure onRetry={users.refetch}>{errorMessage(users.error, 'Failed to fetch users')}</LoadFailure>
    );
  const all = users.data.pages.flatMap((page) => page.users);
  if (all.length === 0) return <Text color="gray.600">No users found.</Text>;
  return (
    <Stack gap="4">
      <Stack as="ul" listStyle="none" gap="0" aria-label="All Users">
        {all.map((user) => (
          <Box
            as="li"
            key={user.id}
            display="grid"
            gridTemplateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.4fr) 8rem' }}
            columnGap="4"
            py="2"
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: 0 }}
          >
            <Text fontWeight="medium" wordBreak="break-word">
              {user.name}
            </Text>
            <Text color="gray.700" overflowWrap="anywhere">
              {user.email}
            </Text>
            <Text color="gray.700">{roleLabels[user.role]}</Text>
          </Box>
        ))}
      </Stack>
      {users.hasNextPage && (
        <Box>
          <Button
            variant="outline"
            onClick={() => void users.fetchNextPage()}
            loading={users.isFetchingNextPage}
          >
            Load more
          </Button>
        </Box>
      )}
    </Stack>
  );
};
