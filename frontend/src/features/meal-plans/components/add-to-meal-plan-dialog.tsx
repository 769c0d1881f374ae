import { Button, Field, Heading, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { defaultSlot, type MealSlot } from '#shared/meal-plans/plan-rules';
import { addDays, mondayOf, today, weekOf } from '#shared/meal-plans/week';
import { FormAlert } from '#web/components/ui/form-alert';
import { FormDialog, submitting } from '#web/components/ui/form-dialog';
import { ChevronLeftIcon, ChevronRightIcon } from '#web/components/ui/icons';
import { LoadFailure } from '#web/components/ui/load-failure';
import { dayLabel, weekRangeLabel } from '#web/lib/day-labels';
import { useContextOwner } from '#web/lib/use-context-owner';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { useAddPlanRecipe } from '../api/add-plan-recipe';
import { mealPlanErrorText } from '../api/ensure-plan';
import { useWeekPlans } from '../api/get-week-plans';
import { plansByDate } from '../utils/plans';
import { MealSelect } from './meal-select';

export interface PlannedRecipe {
  id: string;
  name: string;
}

interface AddToMealPlanDialogProps extends DialogLifecycle {
  recipe: PlannedRecipe;
}

const chooseDayMessage = 'Choose a day first.';

/** Adds one recipe to a day of a week of the acting context's plan; the day's plan is made on demand. */
const AddToMealPlanDialog = ({ recipe, ...dialog }: AddToMealPlanDialogProps) => {
  const owner = useContextOwner();
  const [monday, setMonday] = useState(() => mondayOf(today()));
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<MealSlot>(defaultSlot);
  const [missingDay, setMissingDay] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const plans = useWeekPlans(owner, monday);
  const byDate = plansByDate(plans.data ?? []);
  const add = useAddPlanRecipe();
  const selectId = useId();

  const showWeek = (next: string) => {
    setMonday(next);
    setDate('');
    setAdded(null);
    add.reset();
  };

  const submit = () => {
    if (!date) {
      setMissingDay(true);
      return;
    }
    setAdded(null);
    add.mutate(
      { owner, date, plan: byDate.get(date), recipeId: recipe.id, slot },
      { onSuccess: () => setAdded(date) },
    );
  };

  return (
    <FormDialog
      {...submitting(dialog, add, submit)}
      title="Add to Meal Plan"
      size="md"
      submitLabel="Add to Meal Plan"
      pendingLabel="Adding..."
      cancelLabel="Done"
    >
      <Text>
        Plan <strong>{recipe.name}</strong> for a day.
      </Text>
      <HStack justify="space-between" gap="2">
        <Button variant="outline" size="sm" onClick={() => showWeek(addDays(monday, -7))}>
          <ChevronLeftIcon />
          Previous Week
        </Button>
        <Button variant="outline" size="sm" onClick={() => showWeek(addDays(monday, 7))}>
          Next Week
          <ChevronRightIcon />
        </Button>
      </HStack>
      <Heading as="h3" size="md" textAlign="center" aria-live="polite">
        {weekRangeLabel(monday)}
      </Heading>
      <Field.Root invalid={missingDay}>
        <Field.Label htmlFor={selectId}>Day</Field.Label>
        <NativeSelect.Root disabled={plans.isLoading}>
          <NativeSelect.Field
            id={selectId}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setMissingDay(false);
            }}
          >
            <option value="">Choose a day...</option>
            {weekOf(monday).map((day) => {
              const names = byDate.get(day)?.recipes.map((planned) => planned.name) ?? [];
              return (
                <option key={day} value={day}>
                  {`${dayLabel(day)}: ${names.length > 0 ? names.join(', ') : 'No recipes'}`}
                </option>
              );
            })}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{chooseDayMessage}</Field.ErrorText>
      </Field.Root>
      <MealSelect value={slot} onChange={setSlot} />
      {plans.isLoading && <Text role="status">Loading...</Text>}
      {plans.isError && <LoadFailure onRetry={plans.refetch}>Failed to fetch meal plans</LoadFailure>}
      {add.isError && (
        <FormAlert status="error">
          {mealPlanErrorText(add.error, 'Failed to add the recipe to the meal plan.')}
        </FormAlert>
      )}
      {added && <FormAlert status="success">{`Added ${recipe.name} to ${dayLabel(added)}.`}</FormAlert>}
    </FormDialog>
  );
};

export default AddToMealPlanDialog;
