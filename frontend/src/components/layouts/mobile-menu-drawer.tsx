import { Button, CloseButton, chakra, Drawer, Portal, Stack } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import type { ActingContext } from '#web/lib/acting-context';
import { LogOutIcon } from '../ui/icons';
import { type NavItem, navLinkLook } from './nav-items';
import { ViewingAsMenu } from './viewing-as-menu';
import type { GroupOption } from './viewing-as-options';

const RouterNavLink = chakra(NavLink);

/** What the phone menu shows: the button passes all of it on to this drawer. */
export interface MobileMenuProps {
  items: readonly NavItem[];
  signedIn: boolean;
  /** The signed-in user's avatar colour (null: the default green). */
  userAvatar: string | null;
  actingContext: ActingContext;
  groups: readonly GroupOption[];
  onActingContextChange: (next: ActingContext) => void;
  onLogout: () => void;
}

interface MobileMenuDrawerProps extends MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The slide-in menu: every link with its name, the 'Viewing as' choice and Log Out. */
const MobileMenuDrawer = ({
  items,
  signedIn,
  userAvatar,
  actingContext,
  groups,
  onActingContextChange,
  onLogout,
  open,
  onOpenChange,
  returnFocusTo,
}: MobileMenuDrawerProps) => {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={() => returnFocusTo.current}
      placement="end"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <chakra.nav aria-label="Main menu">
                <Stack as="ul" listStyle="none" gap="1">
                  {items.map((item) => (
                    <li key={item.href}>
                      <RouterNavLink
                        to={item.href}
                        onClick={close}
                        display="flex"
                        alignItems="center"
                        gap="3"
                        py="3"
                        _hover={{ bg: 'green.50' }}
                        {...navLinkLook}
                        focusRing="inside"
                      >
                        <item.icon />
                        {item.label}
                      </RouterNavLink>
                    </li>
                  ))}
                </Stack>
              </chakra.nav>
              {signedIn && (
                <Stack mt="6" gap="3" align="stretch">
                  <ViewingAsMenu
                    value={actingContext}
                    groups={groups}
                    onChange={onActingContextChange}
                    userAvatar={userAvatar}
                    inline
                  />
                  <Button
                    variant="outline"
                    colorPalette="red"
                    onClick={() => {
                      close();
                      onLogout();
                    }}
                  >
                    <LogOutIcon />
                    Log Out
                  </Button>
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
};

export default MobileMenuDrawer;
