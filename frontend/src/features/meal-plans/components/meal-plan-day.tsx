import { Box, Flex, HStack, IconButton, type IconButtonProps, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { MealPlan } from '#shared/meal-plans/meal-plan-schemas';
import { DeleteIconButton, PlusIcon, UsersIcon } from '#web/components/ui/icons';
import { paths } from '#web/config/paths';
import { dayLabel, shortDay, weekdayName } from '#web/lib/day-labels';
import { ChefPills } from './chef-pills';

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
  onRemoveRecipe: (recipe: { id: string; name: string }) => void;
  /** Warms the picker's code when the pointer or focus reaches the day's buttons. */
  onIntent: () => void;
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
  onIntent,
}: MealPlanDayProps) => {
  const label = dayLabel(date);
  const recipes = plan?.recipes ?? [];
  return (
    <Stack
      as="section"
      aria-label={label}
      aria-current={isToday ? 'date' : undefined}
      gap="3"
      p={compact ? '2' : '3'}
      h="full"
      minW="0"
      {...(isToday ? todayLook : otherDayLook)}
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
          <Text as="span" display="block" fontWeight="semibold">
            {weekdayName(date)}
          </Text>
          <HStack as="span" gap="2">
            <Text as="span" color="gray.700" fontSize="sm">
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
                Today
              </Text>
            )}
          </HStack>
        </Box>
        <HStack gap="1" onPointerEnter={onIntent} onFocus={onIntent}>
          <DayActionButton aria-label={`Add recipe to ${label}`} onClick={onAddRecipe}>
            <PlusIcon />
          </DayActionButton>
          {isGroup && (
            <DayActionButton aria-label={`Assign chefs for ${label}`} onClick={onAssignChefs}>
              <UsersIcon />
            </DayActionButton>
          )}
        </HStack>
      </Flex>

      {(isGroup || (plan?.assignedTo.length ?? 0) > 0) && <ChefPills chefs={plan?.assignedTo ?? []} />}

      {recipes.length === 0 ? (
        <Text fontSize="sm" color="gray.600">
          No recipes
        </Text>
      ) : (
        <Stack as="ul" listStyle="none" gap="2" aria-label={`Recipes for ${label}`}>
          {recipes.map((recipe) => (
            <Flex
              as="li"
              key={recipe.id}
              // The calendar's narrow column puts the name on a line of its own: beside the button
              // it would be split letter by letter.
              direction={compact ? 'column' : 'row'}
              justify="space-between"
              align={compact ? 'stretch' : 'center'}
              gap="1"
              py="1"
              ps="2"
              pe="1"
              bg="white"
              borderWidth="1px"
              rounded="md"
            >
              <Link
                asChild
                color="green.800"
                fontWeight="medium"
                fontSize={compact ? 'xs' : 'sm'}
                overflowWrap="break-word"
                hyphens="auto"
                minW="0"
              >
                <RouterLink to={paths.recipe.getHref(recipe.id)}>{recipe.name}</RouterLink>
              </Link>
              <DeleteIconButton
                size="xs"
                flexShrink={0}
                alignSelf={compact ? 'flex-end' : undefined}
                aria-label={`Remove ${recipe.name} from ${label}`}
                onClick={() => onRemoveRecipe(recipe)}
              />
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
};
