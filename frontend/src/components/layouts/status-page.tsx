import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { t } from '#web/lib/i18n/t';

interface StatusPageProps {
  /** The HTTP status shown large ('404'). */
  code: string;
  codeColor: string;
  title: string;
  heading: string;
  text: string;
  /** The ways on (Go home, Go back). */
  children: ReactNode;
}

/** A page the user cannot see (403, 404): the status, what happened, and the ways on. */
export const StatusPage = ({ code, codeColor, title, heading, text, children }: StatusPageProps) => (
  <Stack gap="4" align="center" textAlign="center" py={{ base: '8', md: '16' }}>
    <title>{t('common.pageTitle', { title })}</title>
    <Text as="h1" fontSize="6xl" fontWeight="bold" color={codeColor} lineHeight="1">
      {code}
    </Text>
    <Text fontSize="xl" fontWeight="semibold">
      {heading}
    </Text>
    <Text color="gray.600">{text}</Text>
    {children}
  </Stack>
);
