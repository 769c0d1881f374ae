import { Box, Heading, Stack } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { isLocale, type Locale } from '#shared/i18n/locales';
import { chooseLanguage, storedChoice } from '#web/lib/i18n/language';
import { t } from '#web/lib/i18n/t';
import { LanguageSelect } from '../ui/language-select';

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
}

/** This device's language, before anyone signs in: a visitor reads the forms in their own. */
const DeviceLanguage = () => {
  const stored = storedChoice();
  const [choice, setChoice] = useState<Locale | null>(isLocale(stored) ? stored : null);
  return (
    <LanguageSelect
      value={choice}
      onChange={(locale) => {
        setChoice(locale);
        void chooseLanguage(locale);
      }}
    />
  );
};

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
    <title>{t('common.pageTitle', { title })}</title>
    <Stack gap="6">
      <Heading as="h1" size="2xl" textAlign="center">
        {title}
      </Heading>
      {children}
      <DeviceLanguage />
    </Stack>
  </Box>
);
