import type { SystemContext } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { AppProvider } from './provider';
import { AppRouter, type AppRouterInstance } from './router';

interface AppProps {
  system: SystemContext;
  router: AppRouterInstance;
}

const onLocaleChange = (listener: () => void) => i18n.on('change', listener);
const currentLocale = () => i18n.locale;

/**
 * Keyed by the language: choosing another renders every screen afresh in it, texts held in a
 * component's state or memo included (the router and the query cache live outside and stay).
 */
export const App = ({ system, router }: AppProps) => {
  const locale = useSyncExternalStore(onLocaleChange, currentLocale);
  return (
    <AppProvider key={locale} system={system}>
      <AppRouter router={router} />
    </AppProvider>
  );
};
