import { Button, CloseButton, chakra, Drawer, Portal, Stack } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { t } from '#web/lib/i18n/t';
import { LogOutIcon, rtlMirror } from '../ui/icons';
import { useDialogTitleId } from '../ui/use-dialog-title-id';
import { type NavItem, navLinkLook } from './nav-items';

const RouterNavLink = chakra(NavLink);

/** What the phone menu shows: the button passes all of it on to this drawer. */
export interface MobileMenuProps {
  items: readonly NavItem[];
  signedIn: boolean;
  onLogout: () => void;
}

interface MobileMenuDrawerProps extends MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The slide-in menu: every link with its name, and Log Out ('Viewing as' stays in the header). */
const MobileMenuDrawer = ({
  items,
  signedIn,
  onLogout,
  open,
  onOpenChange,
  returnFocusTo,
}: MobileMenuDrawerProps) => {
  const close = () => onOpenChange(false);
  const titled = useDialogTitleId();
  return (
    <Drawer.Root
      {...titled.root}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={() => returnFocusTo.current}
      // The side of the menu button: the right in English, the left in Arabic.
      placement="end"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content {...titled.content}>
            <Drawer.Header>
              <Drawer.Title>{t('shell.menu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <chakra.nav aria-label={t('shell.mainMenu')}>
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
                  <Button
                    variant="outline"
                    colorPalette="red"
                    onClick={() => {
                      close();
                      onLogout();
                    }}
                  >
                    <LogOutIcon className={rtlMirror} />
                    {t('shell.logOut')}
                  </Button>
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('shell.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
};

export default MobileMenuDrawer;
