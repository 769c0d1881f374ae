import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Outlet, useRouteError } from 'react-router';
import { AppLayout } from '../../components/layouts/app-layout';

/** The layout shell around every route. Groups join the 'Viewing as' list in a later change. */
export const RootRoute = () => (
  <AppLayout>
    <Outlet />
  </AppLayout>
);

/** Anything a screen throws lands here, inside the shell, instead of a blank page. */
export const RootErrorBoundary = () => {
  const error = useRouteError();
  // A stale tab after a deploy asks for chunks that no longer exist: a reload fetches the new ones.
  const staleCode = error instanceof TypeError && /dynamically imported module|import/i.test(error.message);
  return (
    <AppLayout>
      <Stack gap="4" align="flex-start" role="alert">
        <title>Something went wrong | Recipe Planner</title>
        <Heading as="h1" size="2xl">
          Something went wrong
        </Heading>
        <Text>
          {staleCode
            ? 'A newer version of the app is available. Reload the page to continue.'
            : 'The page could not be shown. Reload the page, or try again later.'}
        </Text>
        <Button colorPalette="green" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Stack>
    </AppLayout>
  );
};
