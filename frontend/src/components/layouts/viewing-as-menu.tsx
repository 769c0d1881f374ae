import { Button } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { type ActingContext, actingContextLabel } from '#web/lib/acting-context';
import { AvatarDot } from '../ui/avatar-dot';
import { ChevronDownIcon } from '../ui/icons';
import { useLazyPopup } from './use-lazy-popup';
import type { GroupOption } from './viewing-as-options';

// The menu's code (positioning, keyboard handling) loads on first use, not with every page.
const loadMenuList = () => import('./viewing-as-menu-list');
const ViewingAsMenuList = lazy(loadMenuList);

interface ViewingAsMenuProps {
  value: ActingContext;
  /** The user's groups; each becomes an entry after 'Me'. */
  groups: readonly GroupOption[];
  onChange: (next: ActingContext) => void;
  /** The signed-in user's avatar colour, shown beside 'Me'. */
  userAvatar: string | null;
}

/** The 'Viewing as' dropdown: act as yourself or on behalf of one of your groups. */
export const ViewingAsMenu = ({ userAvatar, ...choice }: ViewingAsMenuProps) => {
  const menu = useLazyPopup(loadMenuList);
  const { value } = choice;
  return (
    <>
      <Button
        ref={menu.trigger}
        variant="outline"
        size="sm"
        maxW="full"
        aria-haspopup="menu"
        aria-expanded={menu.open}
        onPointerEnter={menu.warm}
        onFocus={menu.warm}
        onClick={() => menu.press(true)}
      >
        <AvatarDot avatar={value.type === 'self' ? userAvatar : value.avatar} />
        {actingContextLabel(value)}
        <ChevronDownIcon />
      </Button>
      {menu.used && (
        <Suspense fallback={null}>
          <ViewingAsMenuList {...choice} menu={menu} />
        </Suspense>
      )}
    </>
  );
};
