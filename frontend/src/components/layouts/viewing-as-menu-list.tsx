import { Menu, Portal } from '@chakra-ui/react';
import { type ActingContext, actingContextKey } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';
import type { LazyPopup } from './use-lazy-popup';
import { actingOptions, type GroupOption } from './viewing-as-options';

interface ViewingAsMenuListProps {
  /** The dropdown's button (the list is placed under it) and whether the list is open. */
  menu: Pick<LazyPopup, 'trigger' | 'open' | 'setOpen'>;
  value: ActingContext;
  groups: readonly GroupOption[];
  onChange: (next: ActingContext) => void;
}

/** The open list of the 'Viewing as' dropdown, placed under its button. */
const ViewingAsMenuList = ({ menu, value, groups, onChange }: ViewingAsMenuListProps) => {
  const anchor = menu.trigger;
  const options = actingOptions(groups);
  return (
    <Menu.Root
      open={menu.open}
      onOpenChange={(details) => {
        menu.setOpen(details.open);
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
              <Menu.ItemGroupLabel>{t('shell.viewingAs')}</Menu.ItemGroupLabel>
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
