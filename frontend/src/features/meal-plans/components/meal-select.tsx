import { Field, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';
import { type MealSlot, mealSlots } from '#shared/meal-plans/plan-rules';
import { t } from '#web/lib/i18n/t';

const mealKeys: Record<MealSlot, string> = {
  Breakfast: 'mealPlan.breakfast',
  Lunch: 'mealPlan.lunch',
  Dinner: 'mealPlan.dinner',
  Snack: 'mealPlan.snack',
};

/** A meal's name in the language on screen (the stored slot stays the English word). */
export const mealName = (slot: MealSlot): string => t(mealKeys[slot]);

interface MealSelectProps {
  value?: MealSlot;
  defaultValue?: MealSlot;
  onChange: (slot: MealSlot) => void;
  disabled?: boolean;
}

/** The 'Meal' choice: Breakfast, Lunch, Dinner or Snack. */
export const MealSelect = ({ value, defaultValue, onChange, disabled }: MealSelectProps) => {
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{t('mealPlan.meal')}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          id={id}
          value={value}
          defaultValue={defaultValue}
          onChange={(event) => onChange(event.target.value as MealSlot)}
        >
          {mealSlots.map((slot) => (
            <option key={slot} value={slot}>
              {mealName(slot)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
};
