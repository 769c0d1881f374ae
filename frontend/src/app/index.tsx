import type { SystemContext } from '@chakra-ui/react';
import { AppProvider } from './provider';
import { AppRouter, type AppRouterInstance } from './router';

interface AppProps {
  system: SystemContext;
  router: AppRouterInstance;
}

export const App = ({ system, router }: AppProps) => (
  <AppProvider system={system}>
    <AppRouter router={router} />
  </AppProvider>
);
