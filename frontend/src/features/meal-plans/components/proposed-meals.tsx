import { Box, Flex, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ShuffleIcon } from '#web/components/ui/icons';
import { paths } from '#web/config/paths';
import { t } from '#web/lib/i18n/t';
import type { ProposedMeal } from '../utils/proposal';
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
      <Flex
        as="li"
        key={`${meal.slot}|${meal.recipeId}`}
        data-proposed
        direction={compact ? 'column' : 'row'}
        justify="space-between"
        align={compact ? 'stretch' : 'center'}
        gap="1"
        py="1"
        ps="2"
        pe="1"
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
          <Link
            asChild
            color="green.800"
            fontWeight="medium"
            fontSize={compact ? 'xs' : 'sm'}
            overflowWrap="break-word"
            hyphens="auto"
          >
            <RouterLink to={paths.recipe.getHref(meal.recipeId)}>{meal.name}</RouterLink>
          </Link>
          {meal.replaces && (
            <Text fontSize="xs" color="gray.700">
              {t('planner.insteadOf', { recipe: meal.replaces.name })}
            </Text>
          )}
        </Box>
        <IconButton
          variant="ghost"
          size="xs"
          alignSelf={compact ? 'flex-end' : undefined}
          aria-label={t('planner.suggestAnotherFor', { recipe: meal.name })}
          loading={isBeingReplaced(meal, replacing)}
          onClick={() => onSuggestAnother({ date: meal.date, slot: meal.slot, recipeId: meal.recipeId })}
        >
          <ShuffleIcon />
        </IconButton>
      </Flex>
    ))}
  </Stack>
);
