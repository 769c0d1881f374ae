import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { MealPlan } from '#shared/meal-plans/meal-plan-schemas';
import type { MealSlot } from '#shared/meal-plans/plan-rules';
import { FormAlert } from '#web/components/ui/form-alert';
import { Modal } from '#web/components/ui/modal';
import { SelectField } from '#web/components/ui/select-field';
import type { ContextOwner } from '#web/lib/acting-context';
import { dayLabel } from '#web/lib/day-labels';
import { t } from '#web/lib/i18n/t';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { mealPlanErrorText } from '../api/ensure-plan';
import { type MoveMode, useMoveOrCopyRecipe } from '../api/move-plan-recipe';
import type { PlannedRecipe } from '../utils/slots';
import { MealSelect, mealName } from './meal-select';

interface MoveRecipeDialogProps extends DialogLifecycle {
  owner: ContextOwner | null;
  recipe: PlannedRecipe;
  fromDate: string;
  fromPlan: MealPlan;
  /** The days it can go to (the shown week) and their plans. */
  days: readonly string[];
  plans: ReadonlyMap<string, MealPlan>;
}

/**
 * The keyboard and screen-reader way to do what dragging does: choose a day and a meal, then Move
 * (from here to there) or Copy (there as well).
 */
const MoveRecipeDialog = ({
  owner,
  recipe,
  fromDate,
  fromPlan,
  days,
  plans,
  ...dialog
}: MoveRecipeDialogProps) => {
  const [date, setDate] = useState(fromDate);
  const [slot, setSlot] = useState<MealSlot>(recipe.slot);
  const change = useMoveOrCopyRecipe();

  const run = (mode: MoveMode) =>
    change.mutate(
      {
        owner,
        recipe,
        mode,
        from: { date: fromDate, plan: fromPlan },
        to: { date, plan: plans.get(date), slot },
      },
      { onSuccess: dialog.onClose },
    );

  return (
    <Modal
      {...dialog}
      title={t('mealPlan.moveOrCopy', { recipe: recipe.name })}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={dialog.onClose}>
            {t('mealPlan.cancel')}
          </Button>
          <Button
            variant="outline"
            colorPalette="green"
            onClick={() => run('copy')}
            disabled={change.isPending}
          >
            {t('mealPlan.copy')}
          </Button>
          <Button colorPalette="green" onClick={() => run('move')} loading={change.isPending}>
            {t('mealPlan.move')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text color="gray.700">
          {t('mealPlan.plannedFor', { meal: mealName(recipe.slot), day: dayLabel(fromDate) })}
        </Text>
        <SelectField
          label={t('mealPlan.day')}
          options={days}
          optionLabel={dayLabel}
          value={date}
          onValueChange={setDate}
        />
        <MealSelect value={slot} onChange={setSlot} />
        {change.isError && (
          <FormAlert status="error">{mealPlanErrorText(change.error, t('mealPlan.moveFailed'))}</FormAlert>
        )}
      </Stack>
    </Modal>
  );
};

export default MoveRecipeDialog;
