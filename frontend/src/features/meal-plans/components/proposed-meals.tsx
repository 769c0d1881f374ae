import { Box, Stack, Text } from '@chakra-ui/react';
import { ShuffleIcon } from '#web/components/ui/icons';
import { t } from '#web/lib/i18n/t';
import type { ProposedMeal } from '../utils/proposal';
import { MealActionButton, MealRecipeLink, MealRow } from './meal-row';
import { mealName } from './meal-select';
import type { ReplaceRequest } from './use-week-proposal';

interface ProposedMealsProps {
  dayLabel: string;
  meals: readonly ProposedMeal[];
  compact: boolean;
  onSuggestAnother: (request: ReplaceRequest) => void;
  replacing: ReplaceRequest | undefined;
}

const isBeingReplaced = (meal: ProposedMeal, replacing: ReplaceRequest | undefined) =>
  replacing?.date === meal.date && replacing.slot === meal.slot && replacing.recipeId === meal.recipeId;

/** A day's proposed meals, marked as proposed (dashed, "Proposed") until the proposal is kept. */
export const ProposedMeals = ({
  dayLabel,
  meals,
  compact,
  onSuggestAnother,
  replacing,
}: ProposedMealsProps) => (
  <Stack as="ul" listStyle="none" gap="2" aria-label={`${t('planner.proposed')}: ${dayLabel}`}>
    {meals.map((meal) => (
      <MealRow
        key={`${meal.slot}|${meal.recipeId}`}
        data-proposed
        compact={compact}
        bg="yellow.50"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor="yellow.600"
        rounded="md"
      >
        <Box minW="0">
          <Text fontSize="xs" fontWeight="semibold" color="yellow.900" textTransform="uppercase">
            {t('planner.proposed')} · {mealName(meal.slot)}
          </Text>
          <MealRecipeLink recipeId={meal.recipeId} name={meal.name} compact={compact} />
          {meal.replaces && (
            <Text fontSize="xs" color="gray.700">
              {t('planner.insteadOf', { recipe: meal.replaces.name })}
            </Text>
          )}
        </Box>
        <MealActionButton
          alignSelf={compact ? 'flex-end' : undefined}
          aria-label={t('planner.suggestAnotherFor', { recipe: meal.name })}
          loading={isBeingReplaced(meal, replacing)}
          onClick={() => onSuggestAnother({ date: meal.date, slot: meal.slot, recipeId: meal.recipeId })}
        >
          <ShuffleIcon />
        </MealActionButton>
      </MealRow>
    ))}
  </Stack>
);
