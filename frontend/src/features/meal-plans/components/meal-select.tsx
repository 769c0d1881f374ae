import { type MealSlot, mealSlots } from '#shared/meal-plans/plan-rules';
import { SelectField } from '#web/components/ui/select-field';
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
export const MealSelect = ({ onChange, ...choice }: MealSelectProps) => (
  <SelectField
    label={t('mealPlan.meal')}
    options={mealSlots}
    optionLabel={mealName}
    onValueChange={onChange}
    {...choice}
  />
);
