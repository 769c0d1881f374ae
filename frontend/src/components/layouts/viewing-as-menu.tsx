import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { type ActingContext, actingContextLabel } from '#web/lib/acting-context';
import { AvatarDot } from '../ui/avatar-dot';
import { ChevronDownIcon } from '../ui/icons';
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
  /** Inside the slide-in menu the list stays in place (no portal) so it stays within its focus trap. */
  inline?: boolean;
}

/** The 'Viewing as' dropdown: act as yourself or on behalf of one of your groups. */
export const ViewingAsMenu = ({
  value,
  groups,
  onChange,
  userAvatar,
  inline = false,
}: ViewingAsMenuProps) => {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        size="sm"
        maxW="full"
        aria-haspopup="menu"
        aria-expanded={open}
        onPointerEnter={() => void loadMenuList()}
        onFocus={() => void loadMenuList()}
        onClick={() => {
          setUsed(true);
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        <AvatarDot avatar={value.type === 'self' ? userAvatar : value.avatar} />
        {actingContextLabel(value)}
        <ChevronDownIcon />
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ViewingAsMenuList
            anchor={trigger}
            open={open}
            onOpenChange={setOpen}
            value={value}
            groups={groups}
            onChange={onChange}
            inline={inline}
          />
        </Suspense>
      )}
    </>
  );
};
