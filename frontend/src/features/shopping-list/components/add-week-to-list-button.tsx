import { Button } from '@chakra-ui/react';
import type { Notice } from '#web/components/ui/form-alert';
import { CartIcon } from '#web/components/ui/icons';
import type { ContextOwner } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';
import { useContextOwner } from '#web/lib/use-context-owner';
import { UndoMessage, useUndoMessage } from './undo-message';
import { useWeekToList } from './use-week-to-list';

interface AddWeekToListButtonProps {
  /** The Monday of the week shown, and its label ("Nov 23 – Nov 29, 2026"). */
  monday: string;
  range: string;
  notify: (notice: Notice) => void;
}

/** Shown only when there is a list to add to: the owner the user is acting as. */
interface GenerateButtonProps extends AddWeekToListButtonProps {
  owner: ContextOwner;
}

const GenerateButton = ({ owner, monday, range, notify }: GenerateButtonProps) => {
  // "Add anyway" floats over the page's foot (fixed): it takes no room in the week's toolbar.
  const { offer, offerUndo, dismiss } = useUndoMessage();
  const week = useWeekToList(owner, notify, offerUndo);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        bg="white"
        loading={week.isPending}
        onClick={() => week.add(monday, range)}
      >
        <CartIcon />
        {t('shopping.addWeekToList')}
      </Button>
      <UndoMessage offer={offer} onDismiss={dismiss} />
    </>
  );
};

/**
 * Plan → shopping list in one tap, from the meal plan: the week shown goes onto the list, leaving
 * out what is already there (ticked or not) and what the pantry holds, as 'Generate from Meal
 * Plan' does on the list's page.
 */
export const AddWeekToListButton = (props: AddWeekToListButtonProps) => {
  const owner = useContextOwner();
  return owner ? <GenerateButton owner={owner} {...props} /> : null;
};
