import { Field, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';
import { type MealSlot, mealSlots } from '#shared/meal-plans/plan-rules';

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
      <Field.Label htmlFor={id}>Meal</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          id={id}
          value={value}
          defaultValue={defaultValue}
          onChange={(event) => onChange(event.target.value as MealSlot)}
        >
          {mealSlots.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
};
