import { Box, Button, chakra, Flex, HStack, IconButton } from '@chakra-ui/react';
import { breakpoints } from '@chakra-ui/react/theme';
import { NavLink } from 'react-router';
import type { ActingContext } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';
import { useMediaQuery } from '#web/lib/use-media-query';
import { LogOutIcon, rtlMirror } from '../ui/icons';
import { LogoLink } from './logo-link';
import { MobileMenu } from './mobile-menu';
import type { MobileMenuProps } from './mobile-menu-drawer';
import { currentPageLook, navLinkLook } from './nav-items';
import { pageColumn } from './page-column';
import { ViewingAsMenu } from './viewing-as-menu';
import type { GroupOption } from './viewing-as-options';

const RouterNavLink = chakra(NavLink);

/** The header's links and controls; the phone's slide-in menu shows the links and Log Out again. */
export interface HeaderProps extends MobileMenuProps {
  /** The signed-in user's avatar colour (null: the default green). */
  userAvatar: string | null;
  actingContext: ActingContext;
  groups: readonly GroupOption[];
  onActingContextChange: (next: ActingContext) => void;
}

// From 1024 px: below that the text links, 'Viewing as' and Log Out (five links for an admin) do
// not fit one row, and the page scrolled sideways.
const wideQuery = `(min-width: ${breakpoints.lg})`;

/**
 * Desktop: text links, 'Viewing as' and Log Out. Phone: icon links and the slide-in menu, with
 * 'Viewing as' on a row of its own under them, so whom the page is for is always in sight. Only
 * the layout that fits is rendered (not both, one hidden by CSS): half the header's start-up work.
 */
export const Header = ({
  userAvatar,
  actingContext,
  groups,
  onActingContextChange,
  ...menu
}: HeaderProps) => {
  const { items, signedIn, onLogout } = menu;
  const wide = useMediaQuery(wideQuery);
  const viewingAs = signedIn && (
    <ViewingAsMenu
      value={actingContext}
      groups={groups}
      onChange={onActingContextChange}
      userAvatar={userAvatar}
    />
  );
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Flex
        {...pageColumn}
        // Narrower on a phone: room for the icon links.
        px={{ base: '3', md: '6' }}
        h="16"
        align="center"
        gap={{ base: '2', md: '6' }}
      >
        <LogoLink />

        {wide ? (
          <>
            <chakra.nav aria-label={t('shell.mainNav')} flex="1">
              <HStack as="ul" listStyle="none" gap="1">
                {items.map((item) => (
                  <li key={item.href}>
                    <RouterNavLink
                      to={item.href}
                      display="block"
                      whiteSpace="nowrap"
                      py="2"
                      color="gray.700"
                      _hover={{ bg: 'green.50', color: 'green.900' }}
                      // After the hover: the current page keeps its look under the pointer.
                      {...navLinkLook}
                      // Six links (an admin's) in a language longer than English fill 1024 px: a
                      // little less padding below 1536 px keeps the row on the page.
                      px={{ base: '2', '2xl': '3' }}
                      focusRing="outside"
                    >
                      {item.label}
                    </RouterNavLink>
                  </li>
                ))}
              </HStack>
            </chakra.nav>

            {signedIn && (
              <HStack gap="3" flexShrink={0}>
                {viewingAs}
                {/* Its word only from 1280 px: a language longer than English fills 1024 px with the links. */}
                <Button variant="ghost" size="sm" onClick={onLogout} aria-label={t('shell.logOut')}>
                  <LogOutIcon className={rtlMirror} />
                  <chakra.span display={{ base: 'none', xl: 'inline' }}>{t('shell.logOut')}</chakra.span>
                </Button>
              </HStack>
            )}
          </>
        ) : (
          <>
            <chakra.nav aria-label={t('shell.mainNav')} flex="1">
              <HStack as="ul" listStyle="none" gap="0" justify="flex-end">
                {items
                  .filter((item) => !item.menuOnlyOnPhone)
                  .map((item) => (
                    <li key={item.href}>
                      <IconButton asChild variant="ghost" size="md" aria-label={item.label}>
                        <RouterNavLink to={item.href} _currentPage={currentPageLook}>
                          <item.icon />
                        </RouterNavLink>
                      </IconButton>
                    </li>
                  ))}
              </HStack>
            </chakra.nav>
            <MobileMenu {...menu} />
          </>
        )}
      </Flex>
      {!wide && viewingAs && (
        <Flex {...pageColumn} px="3" pb="2" justify="flex-end">
          {viewingAs}
        </Flex>
      )}
    </Box>
  );
};
