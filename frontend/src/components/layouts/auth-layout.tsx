import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
}

/** A narrow card for the sign-in and registration forms; full width on a phone. */
export const AuthLayout = ({ title, children }: AuthLayoutProps) => (
  <Box
    maxW="md"
    mx="auto"
    bg="white"
    borderWidth={{ base: '0', sm: '1px' }}
    rounded="xl"
    shadow={{ base: 'none', sm: 'sm' }}
    px={{ base: '0', sm: '8' }}
    py={{ base: '2', sm: '8' }}
  >
    <title>{`${title} | Recipe Planner`}</title>
    <Stack gap="6">
      <Heading as="h1" size="2xl" textAlign="center">
        {title}
      </Heading>
      {children}
    </Stack>
  </Box>
);
