import { Menu, Portal } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { type ActingContext, actingContextKey } from '#web/lib/acting-context';
import { actingOptions, type GroupOption } from './viewing-as-options';

interface ViewingAsMenuListProps {
  anchor: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: ActingContext;
  groups: readonly GroupOption[];
  onChange: (next: ActingContext) => void;
}

/** The open list of the 'Viewing as' dropdown, placed under its button. */
const ViewingAsMenuList = ({
  anchor,
  open,
  onOpenChange,
  value,
  groups,
  onChange,
}: ViewingAsMenuListProps) => {
  const options = actingOptions(groups);
  return (
    <Menu.Root
      open={open}
      onOpenChange={(details) => {
        onOpenChange(details.open);
        // Closed by Escape or a choice: focus goes back to the button, as with a native menu.
        const focused = document.activeElement;
        if (!details.open && (!focused || focused === document.body || focused.closest('[role="menu"]'))) {
          anchor.current?.focus();
        }
      }}
      onInteractOutside={(event) => {
        // The button toggles the menu itself; a press on it must not count as "outside".
        if (event.target instanceof Node && anchor.current?.contains(event.target)) event.preventDefault();
      }}
      positioning={{
        placement: 'bottom-end',
        getAnchorRect: () => anchor.current?.getBoundingClientRect() ?? null,
      }}
    >
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="3xs">
            <Menu.RadioItemGroup
              value={actingContextKey(value)}
              onValueChange={(details) => {
                const chosen = options.find((option) => option.key === details.value);
                if (chosen) onChange(chosen.context);
              }}
            >
              <Menu.ItemGroupLabel>Viewing as</Menu.ItemGroupLabel>
              {options.map((option) => (
                <Menu.RadioItem key={option.key} value={option.key}>
                  <Menu.ItemIndicator />
                  {option.label}
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};

export default ViewingAsMenuList;
