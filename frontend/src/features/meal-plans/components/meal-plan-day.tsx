import { Box, Button, Flex, HStack, IconButton, type IconButtonProps, Stack, Text } from '@chakra-ui/react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import type { MealPlan } from '#shared/meal-plans/meal-plan-schemas';
import {
  CalendarIcon,
  DeleteIconButton,
  GripIcon,
  PencilIcon,
  PlusIcon,
  ShuffleIcon,
  UsersIcon,
} from '#web/components/ui/icons';
import { dayLabel, shortDay, weekdayName } from '#web/lib/day-labels';
import { t } from '#web/lib/i18n/t';
import type { ProposedMeal } from '../utils/proposal';
import { type PlannedRecipe, recipesByMeal } from '../utils/slots';
import { ChefPills } from './chef-pills';
import { MealActionButton, MealRecipeLink, MealRow } from './meal-row';
import { mealName } from './meal-select';
import { ProposedMeals } from './proposed-meals';
import type { ReplaceRequest } from './use-week-proposal';

/** What a dragged recipe carries: the day it comes from and the recipe. */
export interface DraggedRecipe {
  date: string;
  recipe: PlannedRecipe;
}

interface MealPlanDayProps {
  date: string;
  plan: MealPlan | undefined;
  isToday: boolean;
  /** Chefs are assigned only when acting as a group (spec 6). */
  isGroup: boolean;
  /** The calendar's narrow column stacks the heading over its buttons. */
  compact: boolean;
  onAddRecipe: () => void;
  onAssignChefs: () => void;
  onRemoveRecipe: (recipe: PlannedRecipe) => void;
  onMoveRecipe: (recipe: PlannedRecipe) => void;
  onEditNote: () => void;
  /** Warms the picker's code when the pointer or focus reaches the day's buttons. */
  onIntent: () => void;
  /** "Plan my week": the day's proposed meals (not saved yet). */
  proposed: readonly ProposedMeal[];
  /** "Suggest another" for a proposed or planned recipe of the day. */
  onSuggestAnother: (request: ReplaceRequest) => void;
  /** The meal "Suggest another" is working on, if any. */
  replacing: ReplaceRequest | undefined;
}

/** Today's card stands out from the other days of the week. */
const todayLook = { bg: 'green.50', borderWidth: '2px', borderColor: 'green.600' } as const;
const otherDayLook = { bg: 'white', borderWidth: '1px', borderColor: 'gray.200' } as const;

/** A day's outlined icon button; its name says what it does to which day. */
const DayActionButton = (props: IconButtonProps) => (
  <IconButton variant="outline" size="sm" bg="white" {...props} />
);

/** One day of the week: its heading, its buttons, its chefs and its recipes. */
export const MealPlanDay = ({
  date,
  plan,
  isToday,
  isGroup,
  compact,
  onAddRecipe,
  onAssignChefs,
  onRemoveRecipe,
  onMoveRecipe,
  onEditNote,
  onIntent,
  proposed,
  // "Suggest another" and the meal it is working on, handed on to the proposed meals.
  ...suggestion
}: MealPlanDayProps) => {
  const label = dayLabel(date);
  const recipes = plan?.recipes ?? [];
  const note = plan?.note ?? null;
  // The whole day is where a dragged recipe can be dropped.
  const { setNodeRef, isOver } = useDroppable({ id: date });
  return (
    <Stack
      as="section"
      ref={setNodeRef}
      aria-label={label}
      aria-current={isToday ? 'date' : undefined}
      data-drop-over={isOver || undefined}
      gap="3"
      p={compact ? { base: '1.5', lg: '2' } : '3'}
      h="full"
      minW="0"
      {...(isToday ? todayLook : otherDayLook)}
      {...(isOver ? { outline: '2px dashed', outlineColor: 'green.600', outlineOffset: '2px' } : {})}
      rounded="lg"
      shadow="xs"
    >
      <Flex
        direction={compact ? 'column' : 'row'}
        justify="space-between"
        align={compact ? 'stretch' : 'center'}
        gap="2"
      >
        <Box as="h2" lineHeight="short">
          {/* Below the lg breakpoint the calendar's columns leave about 80 px for text (769 px
              wide): "Wednesday" fits only in the smaller type, with the day's padding and the
              week's gaps a little narrower; "Today" goes under the date rather than squeeze it. */}
          <Text
            as="span"
            display="block"
            fontWeight="semibold"
            fontSize={compact ? { base: 'sm', lg: 'md' } : undefined}
          >
            {weekdayName(date)}
          </Text>
          <HStack as="span" gap="2" rowGap="1" wrap="wrap">
            <Text as="span" color="gray.700" fontSize="sm" whiteSpace="nowrap">
              {shortDay(date)}
            </Text>
            {isToday && (
              <Text
                as="span"
                px="1.5"
                rounded="sm"
                bg="green.700"
                color="white"
                fontSize="xs"
                fontWeight="semibold"
              >
                {t('mealPlan.today')}
              </Text>
            )}
          </HStack>
        </Box>
        <HStack gap="1" onPointerEnter={onIntent} onFocus={onIntent}>
          <DayActionButton aria-label={t('mealPlan.addRecipeTo', { day: label })} onClick={onAddRecipe}>
            <PlusIcon />
          </DayActionButton>
          {isGroup && (
            <DayActionButton
              aria-label={t('mealPlan.assignChefsFor', { day: label })}
              onClick={onAssignChefs}
            >
              <UsersIcon />
            </DayActionButton>
          )}
        </HStack>
      </Flex>

      {(isGroup || (plan?.assignedTo.length ?? 0) > 0) && <ChefPills chefs={plan?.assignedTo ?? []} />}

      <Flex direction={compact ? 'column' : 'row'} gap="1" align={compact ? 'stretch' : 'center'}>
        {note && (
          <Text fontSize="sm" fontStyle="italic" color="gray.800" overflowWrap="anywhere" flex="1" minW="0">
            {note}
          </Text>
        )}
        <Button
          variant="ghost"
          size="xs"
          alignSelf={compact ? 'flex-start' : undefined}
          aria-label={
            note ? t('mealPlan.editNoteFor', { day: label }) : t('mealPlan.addNoteFor', { day: label })
          }
          onClick={onEditNote}
        >
          <PencilIcon />
          {note ? t('mealPlan.editNote') : t('mealPlan.addNote')}
        </Button>
      </Flex>

      {proposed.length > 0 && (
        <ProposedMeals dayLabel={label} meals={proposed} compact={compact} {...suggestion} />
      )}

      {recipes.length === 0 ? (
        proposed.length === 0 && (
          <Text fontSize="sm" color="gray.600">
            {t('mealPlan.noRecipes')}
          </Text>
        )
      ) : (
        <Stack gap="2" aria-label={t('mealPlan.recipesFor', { day: label })} role="group">
          {recipesByMeal(recipes).map((meal) => (
            <Stack key={meal.slot} gap="1">
              <Text as="h3" fontSize="xs" fontWeight="semibold" color="gray.700" textTransform="uppercase">
                {mealName(meal.slot)}
              </Text>
              <Stack
                as="ul"
                listStyle="none"
                gap="2"
                aria-label={t('mealPlan.mealOnDay', { meal: mealName(meal.slot), day: label })}
              >
                {meal.recipes.map((recipe) => (
                  <PlannedRecipeItem
                    key={recipe.id}
                    date={date}
                    label={label}
                    recipe={recipe}
                    compact={compact}
                    onMove={() => onMoveRecipe(recipe)}
                    onRemove={() => onRemoveRecipe(recipe)}
                    onSuggestAnother={() =>
                      suggestion.onSuggestAnother({
                        date,
                        slot: recipe.slot,
                        recipeId: recipe.id,
                        planned: recipe,
                      })
                    }
                  />
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
};

interface PlannedRecipeItemProps {
  date: string;
  label: string;
  recipe: PlannedRecipe;
  compact: boolean;
  onMove: () => void;
  onRemove: () => void;
  onSuggestAnother: () => void;
}

/**
 * A planned recipe: its name, a handle to drag it to another day, Suggest another, Move or copy,
 * and Remove.
 */
const PlannedRecipeItem = ({ date, label, recipe, compact, ...actions }: PlannedRecipeItemProps) => {
  const data: DraggedRecipe = { date, recipe };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: `${date}/${recipe.id}`,
    data,
  });
  return (
    <MealRow
      ref={setNodeRef}
      compact={compact}
      bg="white"
      borderWidth="1px"
      rounded="md"
      style={{ transform: CSS.Translate.toString(transform) }}
      position={isDragging ? 'relative' : undefined}
      zIndex={isDragging ? 'docked' : undefined}
      shadow={isDragging ? 'md' : undefined}
    >
      <MealRecipeLink recipeId={recipe.id} name={recipe.name} compact={compact} minW="0" />
      <HStack gap="0.5" flexShrink={0} alignSelf={compact ? 'flex-end' : undefined}>
        <MealActionButton
          ref={setActivatorNodeRef}
          cursor="grab"
          touchAction="none"
          {...attributes}
          {...listeners}
          aria-label={t('mealPlan.dragRecipe', { recipe: recipe.name })}
        >
          <GripIcon />
        </MealActionButton>
        <MealActionButton
          aria-label={t('planner.suggestAnotherFor', { recipe: recipe.name })}
          onClick={actions.onSuggestAnother}
        >
          <ShuffleIcon />
        </MealActionButton>
        <MealActionButton
          aria-label={t('mealPlan.moveOrCopy', { recipe: recipe.name })}
          onClick={actions.onMove}
        >
          <CalendarIcon />
        </MealActionButton>
        <DeleteIconButton
          size="xs"
          aria-label={t('mealPlan.removeRecipeFrom', { recipe: recipe.name, day: label })}
          onClick={actions.onRemove}
        />
      </HStack>
    </MealRow>
  );
};
