import { Button, Group, Heading, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { addDays, isCalendarDate, mondayOf, today, weekOf } from '#shared/meal-plans/week';
import { FormAlert } from '#web/components/ui/form-alert';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon, ListIcon } from '#web/components/ui/icons';
import { LoadFailure } from '#web/components/ui/load-failure';
import { storageKeys } from '#web/config/storage-keys';
import { useActingContext } from '#web/lib/acting-context';
import { dayLabel, pickerTitle, weekRangeLabel } from '#web/lib/day-labels';
import { useContextOwner } from '#web/lib/use-context-owner';
import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';
import { useAddPlanRecipe } from '../api/add-plan-recipe';
import { mealPlanErrorText } from '../api/ensure-plan';
import { useWeekPlans } from '../api/get-week-plans';
import { useRemovePlanRecipe } from '../api/remove-plan-recipe';
import { noContextMessage, plansByDate } from '../utils/plans';
import { parseWeekView, shownView, type WeekView } from '../utils/week-layout';
import type { ChefCandidates } from './assign-chefs-dialog';
import { MealPlanDay } from './meal-plan-day';
import { useWeekLayout } from './use-week-layout';

const assignChefs = lazyDialog(() => import('./assign-chefs-dialog'));

/** What the page asks of the recipes feature's picker (the route plugs it in). */
export interface PlanRecipePickRequest {
  title: string;
  confirmLabel: string;
  onPick: (recipe: { id: string; name: string }) => Promise<unknown>;
  errorText: (error: unknown) => string;
}

interface MealPlanWeekProps {
  pickRecipe: (request: PlanRecipePickRequest) => void;
  preloadPicker: () => void;
  /** The acting group's members, to choose chefs from (undefined when acting as oneself). */
  chefCandidates: ChefCandidates | undefined;
}

const viewButtons = [
  { value: 'calendar', Icon: CalendarIcon, label: 'Calendar' },
  { value: 'list', Icon: ListIcon, label: 'List' },
] as const satisfies readonly { value: WeekView; Icon: unknown; label: string }[];

const addFailedMessage = 'Failed to add the recipe to the meal plan.';
const removeFailedMessage = 'Failed to remove the recipe from the meal plan.';

/** The shown week lives in the address (?week=Monday), so reload, back and forward keep it. */
const useShownMonday = (thisMonday: string) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('week');
  const monday = asked && isCalendarDate(asked) ? mondayOf(asked) : thisMonday;
  const show = (next: string) =>
    setSearchParams(next === thisMonday ? {} : { week: next }, { preventScrollReset: true });
  return [monday, show] as const;
};

/** The calendar/list choice, remembered between visits (a household plans on the same screen each week). */
const useChosenView = () => {
  const [chosen, setChosen] = useState(() => parseWeekView(localStorage.getItem(storageKeys.mealPlanView)));
  const choose = (next: WeekView) => {
    localStorage.setItem(storageKeys.mealPlanView, next);
    setChosen(next);
  };
  return [chosen, choose] as const;
};

/** The meal plan page: a Monday-to-Sunday week for the acting context, as a calendar or a list. */
export const MealPlanWeek = ({ pickRecipe, preloadPicker, chefCandidates }: MealPlanWeekProps) => {
  const context = useActingContext();
  const owner = useContextOwner();
  // Today is the user's own local date (spec: today is highlighted).
  const todayDate = today();
  const [monday, showWeek] = useShownMonday(mondayOf(todayDate));
  const plans = useWeekPlans(owner, monday);
  const byDate = plansByDate(plans.data ?? []);
  const addRecipe = useAddPlanRecipe();
  const removeRecipe = useRemovePlanRecipe();
  const chefs = useLazyDialog(
    assignChefs,
    (date: string) =>
      chefCandidates && {
        dayLabel: dayLabel(date),
        assigned: byDate.get(date)?.assignedTo ?? [],
        candidates: chefCandidates,
        owner,
        date,
        plan: byDate.get(date),
      },
  );

  const layout = useWeekLayout();
  const [chosenView, setChosenView] = useChosenView();
  const view = shownView(layout, chosenView);
  const isGroup = context.type === 'group';
  const range = weekRangeLabel(monday);

  const openPicker = (date: string) =>
    pickRecipe({
      title: pickerTitle(date),
      confirmLabel: 'Add to Meal Plan',
      onPick: (recipe) => addRecipe.mutateAsync({ owner, date, plan: byDate.get(date), recipeId: recipe.id }),
      errorText: (error) => mealPlanErrorText(error, addFailedMessage),
    });

  return (
    <Stack gap="5">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <HStack as="nav" aria-label="Week" gap="2">
          <IconButton
            variant="outline"
            bg="white"
            aria-label="Previous week"
            onClick={() => showWeek(addDays(monday, -7))}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Heading as="h2" size="md" minW={{ base: '0', sm: '13rem' }} textAlign="center" aria-live="polite">
            {range}
          </Heading>
          <IconButton
            variant="outline"
            bg="white"
            aria-label="Next week"
            onClick={() => showWeek(addDays(monday, 7))}
          >
            <ChevronRightIcon />
          </IconButton>
          {monday !== mondayOf(todayDate) && (
            <Button variant="ghost" size="sm" onClick={() => showWeek(mondayOf(todayDate))}>
              This week
            </Button>
          )}
        </HStack>
        {layout.canToggle && (
          <Group attached role="group" aria-label="Layout">
            {viewButtons.map(({ value, Icon, label }) => (
              <Button
                key={value}
                size="sm"
                variant={view === value ? 'solid' : 'outline'}
                colorPalette="green"
                aria-pressed={view === value}
                onClick={() => setChosenView(value)}
              >
                <Icon />
                {label}
              </Button>
            ))}
          </Group>
        )}
      </HStack>

      {context.type === 'group' && <Text color="gray.700">{`The shared meal plan of ${context.name}.`}</Text>}
      {plans.isError && (
        <LoadFailure onRetry={plans.refetch}>
          {isGroup ? 'Failed to fetch meal plans for group' : 'Failed to fetch meal plans'}
        </LoadFailure>
      )}
      {removeRecipe.isError && (
        <FormAlert status="error">{mealPlanErrorText(removeRecipe.error, removeFailedMessage)}</FormAlert>
      )}
      {!owner && <FormAlert status="error">{noContextMessage}</FormAlert>}
      {plans.isLoading ? (
        <Text role="status">Loading...</Text>
      ) : (
        <SimpleGrid
          as="div"
          columns={view === 'calendar' ? 7 : 1}
          gap={view === 'calendar' ? '2' : '3'}
          aria-busy={plans.isFetching}
          data-view={view}
        >
          {weekOf(monday).map((date) => (
            <MealPlanDay
              key={date}
              date={date}
              plan={byDate.get(date)}
              isToday={date === todayDate}
              isGroup={isGroup}
              compact={view === 'calendar'}
              onAddRecipe={() => openPicker(date)}
              onAssignChefs={() => chefs.open(date)}
              onRemoveRecipe={(recipe) => {
                const plan = byDate.get(date);
                if (plan) removeRecipe.mutate({ planId: plan.id, recipeId: recipe.id });
              }}
              onIntent={() => {
                preloadPicker();
                if (isGroup) chefs.preload();
              }}
            />
          ))}
        </SimpleGrid>
      )}

      {chefs.element}
    </Stack>
  );
};
