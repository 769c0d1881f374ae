import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { MenuIcon } from '../ui/icons';
import type { MobileMenuProps } from './mobile-menu-drawer';

// The drawer's code (focus trap, scroll lock) loads on first use, not with every page.
const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(loadDrawer);

/** The phone layout's menu button; it opens the slide-in menu. */
export const MobileMenu = (props: MobileMenuProps) => {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        ref={trigger}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        size="md"
        onPointerDown={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer {...props} open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
        </Suspense>
      )}
    </>
  );
};
