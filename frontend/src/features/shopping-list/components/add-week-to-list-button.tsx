import { Button } from '@chakra-ui/react';
import type { Notice } from '#web/components/ui/form-alert';
import { CartIcon } from '#web/components/ui/icons';
import type { ContextOwner } from '#web/lib/acting-context';
import { errorMessage } from '#web/lib/error-message';
import { t } from '#web/lib/i18n/t';
import { useContextOwner } from '#web/lib/use-context-owner';
import { generateFailedMessage, useGenerateShoppingList } from '../api/generate-shopping-list';
import { generationMessage } from '../utils/list-change';

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
  const generate = useGenerateShoppingList(owner);
  return (
    <Button
      variant="outline"
      size="sm"
      bg="white"
      loading={generate.isPending}
      onClick={() =>
        generate.mutate(monday, {
          onSuccess: (change) => notify({ status: 'success', text: generationMessage(change, range) }),
          onError: (error) => notify({ status: 'error', text: errorMessage(error, generateFailedMessage()) }),
        })
      }
    >
      <CartIcon />
      {t('shopping.addWeekToList')}
    </Button>
  );
};

/**
 * Plan → shopping list in one tap, from the meal plan: the week shown goes onto the list, leaving
 * out what is already there (ticked or not), as 'Generate from Meal Plan' does on the list's page.
 */
export const AddWeekToListButton = (props: AddWeekToListButtonProps) => {
  const owner = useContextOwner();
  return owner ? <GenerateButton owner={owner} {...props} /> : null;
};
