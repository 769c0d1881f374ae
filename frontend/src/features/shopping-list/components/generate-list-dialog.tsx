import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { addDays, mondayOf, today } from '#shared/meal-plans/week';
import { DialogActions } from '#web/components/ui/dialog-actions';
import { FormAlert } from '#web/components/ui/form-alert';
import { ChevronLeftIcon, ChevronRightIcon } from '#web/components/ui/icons';
import { Modal } from '#web/components/ui/modal';
import type { ContextOwner } from '#web/lib/acting-context';
import { weekRangeLabel } from '#web/lib/day-labels';
import { errorMessage } from '#web/lib/error-message';
import { generateFailedMessage, useGenerateShoppingList } from '../api/generate-shopping-list';
import { generationMessage } from '../utils/list-change';

interface GenerateListDialogProps {
  owner: ContextOwner;
  open: boolean;
  onClose: () => void;
  onExitComplete: () => void;
  onGenerated: (message: string) => void;
}

/** 'Generate from Meal Plan': pick a week (this one to start with) and add its planned ingredients. */
const GenerateListDialog = ({
  owner,
  open,
  onClose,
  onExitComplete,
  onGenerated,
}: GenerateListDialogProps) => {
  // This week where the user is, not in UTC: late on a Sunday evening is still this week.
  const [monday, setMonday] = useState(() => mondayOf(today()));
  const generate = useGenerateShoppingList(owner);
  const range = weekRangeLabel(monday);
  const thisWeek = monday === mondayOf(today());

  const changeWeek = (days: number) => {
    generate.reset();
    setMonday((current) => addDays(current, days));
  };

  const submit = () =>
    generate.mutate(monday, {
      onSuccess: (change) => {
        onClose();
        onGenerated(generationMessage(change, range));
      },
    });

  return (
    <Modal
      title="Generate from Meal Plan"
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      size="sm"
      footer={
        <DialogActions
          label="Generate List"
          onCancel={onClose}
          onConfirm={submit}
          pending={generate.isPending}
          pendingLabel="Generating..."
        />
      }
    >
      <Stack gap="4">
        <Text color="gray.700">
          Adds the ingredients of the recipes planned for the week. Equal ingredients are merged into one
          line; running it again for the same week does not add them twice.
        </Text>
        <HStack justify="space-between" gap="2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => changeWeek(-7)}
            disabled={generate.isPending}
            aria-label="Previous Week"
          >
            <ChevronLeftIcon />
          </Button>
          <Stack gap="0" align="center" textAlign="center">
            <Text fontWeight="semibold" aria-live="polite">
              {range}
            </Text>
            {thisWeek && (
              <Text fontSize="sm" color="gray.600">
                This week
              </Text>
            )}
          </Stack>
          <Button
            variant="outline"
            size="sm"
            onClick={() => changeWeek(7)}
            disabled={generate.isPending}
            aria-label="Next Week"
          >
            <ChevronRightIcon />
          </Button>
        </HStack>
        {generate.isPending && <Text role="status">Generating the shopping list...</Text>}
        {generate.isError && (
          <FormAlert status="error">{errorMessage(generate.error, generateFailedMessage)}</FormAlert>
        )}
      </Stack>
    </Modal>
  );
};

export default GenerateListDialog;
