import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { t } from '#web/lib/i18n/t';
import { MenuIcon } from '../ui/icons';
import type { MobileMenuProps } from './mobile-menu-drawer';
import { useLazyPopup } from './use-lazy-popup';

// The drawer's code (focus trap, scroll lock) loads on first use, not with every page.
const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(loadDrawer);

/** The phone layout's menu button; it opens the slide-in menu. */
export const MobileMenu = (props: MobileMenuProps) => {
  const drawer = useLazyPopup(loadDrawer);
  return (
    <>
      <IconButton
        ref={drawer.trigger}
        aria-label={t('shell.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={drawer.open}
        variant="ghost"
        size="md"
        onPointerDown={drawer.warm}
        onFocus={drawer.warm}
        onClick={() => drawer.press()}
      >
        <MenuIcon />
      </IconButton>
      {drawer.used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            {...props}
            open={drawer.open}
            onOpenChange={drawer.setOpen}
            returnFocusTo={drawer.trigger}
          />
        </Suspense>
      )}
    </>
  );
};
