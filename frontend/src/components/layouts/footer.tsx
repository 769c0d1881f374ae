import { Box, chakra, Flex, HStack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths';
import { t } from '#web/lib/i18n/t';
import { pageColumn } from './page-column';

const RouterLink = chakra(Link);

const footerLinks = [
  { labelKey: 'legal.privacyPolicy', href: paths.privacyPolicy.getHref() },
  { labelKey: 'legal.termsOfService', href: paths.termsOfService.getHref() },
  { labelKey: 'legal.contact', href: paths.contact.getHref() },
] as const;

export const Footer = () => (
  <Box as="footer" borderTopWidth="1px" bg="gray.50" color="gray.700" fontSize="sm">
    <Flex
      {...pageColumn}
      py="6"
      gap="4"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'flex-start', sm: 'center' }}
      justify="space-between"
    >
      <chakra.nav aria-label={t('shell.footerNav')}>
        <HStack as="ul" listStyle="none" gap="4" wrap="wrap">
          {footerLinks.map((link) => (
            <li key={link.href}>
              <RouterLink
                to={link.href}
                textDecoration="underline"
                _hover={{ color: 'green.800' }}
                focusRing="outside"
              >
                {t(link.labelKey)}
              </RouterLink>
            </li>
          ))}
        </HStack>
      </chakra.nav>
      <Text>{t('shell.copyright', { year: String(new Date().getFullYear()) })}</Text>
    </Flex>
  </Box>
);
