import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { t } from '#web/lib/i18n/t';

/** Each status's colour and words (read at render: in the reader's language). */
const statuses = {
  '403': {
    codeColor: 'red.600',
    words: () => [
      t('shell.notAuthorizedTitle'),
      t('shell.notAuthorizedHeading'),
      t('shell.notAuthorizedText'),
    ],
  },
  '404': {
    codeColor: 'gray.500',
    words: () => [t('shell.notFoundTitle'), t('shell.notFoundHeading'), t('shell.notFoundText')],
  },
} as const;

interface StatusPageProps {
  /** The HTTP status shown large. */
  code: keyof typeof statuses;
  /** The ways on (Go home, Go back). */
  children: ReactNode;
}

/** A page the user cannot see (403, 404): the status, what happened, and the ways on. */
export const StatusPage = ({ code, children }: StatusPageProps) => {
  const { codeColor, words } = statuses[code];
  const [title, heading, text] = words();
  return (
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
};
