import { ChakraProvider, LocaleProvider, type SystemContext } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { activeLocale } from '#web/lib/i18n/language';
import { queryClient } from '../lib/react-query';

/**
 * Chakra with the reader's language: `LocaleProvider` gives Ark's menus, drawers and popovers
 * the page's direction (right to left for Arabic, as `<html dir>`), so their placement and arrow
 * keys mirror too. The tree is keyed by the language (app/index.tsx): a new choice remounts it.
 */
export const AppProvider = ({ system, children }: { system: SystemContext; children: ReactNode }) => (
  <ChakraProvider value={system}>
    <LocaleProvider locale={activeLocale()}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </LocaleProvider>
  </ChakraProvider>
);
