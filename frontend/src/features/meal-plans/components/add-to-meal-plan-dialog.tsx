import { Button, Field, Heading, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { defaultSlot, type MealSlot } from '#shared/meal-plans/plan-rules';
import { addDays, mondayOf, today, weekOf } from '#shared/meal-plans/week';
import { FormAlert } from '#web/components/ui/form-alert';
import { FormDialog, submitting } from '#web/components/ui/form-dialog';
import { ChevronLeftIcon, ChevronRightIcon } from '#web/components/ui/icons';
import { LoadFailure } from '#web/components/ui/load-failure';
import { dayLabel, weekRangeLabel } from '#web/lib/day-labels';
import { t } from '#web/lib/i18n/t';
import { TaggedText } from '#web/lib/i18n/tagged-text';
import { useContextOwner } from '#web/lib/use-context-owner';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { useAddPlanRecipe } from '../api/add-plan-recipe';
import { mealPlanErrorText } from '../api/ensure-plan';
import { useWeekPlans } from '../api/get-week-plans';
import { plansByDate } from '../utils/plans';
import { MealSelect } from './meal-select';
import { MirrorInRtl } from './mirror-in-rtl';

export interface PlannedRecipe {
  id: string;
  name: string;
}

interface AddToMealPlanDialogProps extends DialogLifecycle {
  recipe: PlannedRecipe;
}

/** 'Plan **Lentil soup** for a day.', with the name in bold wherever the language puts it. */
const PlanForADay = ({ recipe }: { recipe: string }) => (
  <Text>
    <TaggedText text={t('mealPlan.planForADay', { recipe })} components={{ 0: <strong /> }} />
  </Text>
);

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
      title={t('mealPlan.addToMealPlan')}
      size="md"
      submitLabel={t('mealPlan.addToMealPlan')}
      pendingLabel={t('mealPlan.adding')}
      cancelLabel={t('mealPlan.done')}
    >
      <PlanForADay recipe={recipe.name} />
      <HStack justify="space-between" gap="2">
        <Button variant="outline" size="sm" onClick={() => showWeek(addDays(monday, -7))}>
          <MirrorInRtl>
            <ChevronLeftIcon />
          </MirrorInRtl>
          {t('mealPlan.previousWeekButton')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => showWeek(addDays(monday, 7))}>
          {t('mealPlan.nextWeekButton')}
          <MirrorInRtl>
            <ChevronRightIcon />
          </MirrorInRtl>
        </Button>
      </HStack>
      <Heading as="h3" size="md" textAlign="center" aria-live="polite">
        {weekRangeLabel(monday)}
      </Heading>
      <Field.Root invalid={missingDay}>
        <Field.Label htmlFor={selectId}>{t('mealPlan.day')}</Field.Label>
        <NativeSelect.Root disabled={plans.isLoading}>
          <NativeSelect.Field
            id={selectId}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setMissingDay(false);
            }}
          >
            <option value="">{t('mealPlan.chooseDay')}</option>
            {weekOf(monday).map((day) => {
              const names = byDate.get(day)?.recipes.map((planned) => planned.name) ?? [];
              return (
                <option key={day} value={day}>
                  {t('mealPlan.dayOption', {
                    day: dayLabel(day),
                    recipes: names.length > 0 ? names.join(', ') : t('mealPlan.noRecipes'),
                  })}
                </option>
              );
            })}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{t('mealPlan.chooseDayFirst')}</Field.ErrorText>
      </Field.Root>
      <MealSelect value={slot} onChange={setSlot} />
      {plans.isLoading && <Text role="status">{t('mealPlan.loading')}</Text>}
      {plans.isError && <LoadFailure onRetry={plans.refetch}>{t('mealPlan.fetchFailed')}</LoadFailure>}
      {add.isError && (
        <FormAlert status="error">{mealPlanErrorText(add.error, t('mealPlan.addFailed'))}</FormAlert>
      )}
      {added && (
        <FormAlert status="success">
          {t('mealPlan.addedTo', { recipe: recipe.name, day: dayLabel(added) })}
        </FormAlert>
      )}
    </FormDialog>
  );
};

export default AddToMealPlanDialog;
