import { Box, chakra, Flex, HStack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths';
import { pageColumn } from './page-column';

const RouterLink = chakra(Link);

const footerLinks = [
  { label: 'Privacy Policy', href: paths.privacyPolicy.getHref() },
  { label: 'Terms of Service', href: paths.termsOfService.getHref() },
  { label: 'Contact', href: paths.contact.getHref() },
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
      <chakra.nav aria-label="Footer">
        <HStack as="ul" listStyle="none" gap="4" wrap="wrap">
          {footerLinks.map((link) => (
            <li key={link.href}>
              <RouterLink
                to={link.href}
                textDecoration="underline"
                _hover={{ color: 'green.800' }}
                focusRing="outside"
              >
                {link.label}
              </RouterLink>
            </li>
          ))}
        </HStack>
      </chakra.nav>
      <Text>© {new Date().getFullYear()} All rights reserved</Text>
    </Flex>
  </Box>
);
