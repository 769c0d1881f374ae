import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getSystem } from '../config/theme';
import { queryClient } from '../lib/react-query';

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <ChakraProvider value={getSystem()}>
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  </ChakraProvider>
);
