import { Button, Group, Heading, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { defaultSlot, type MealSlot } from '#shared/meal-plans/plan-rules';
import { addDays, mondayOf, today, weekOf } from '#shared/meal-plans/week';
import { FormAlert, type Notice } from '#web/components/ui/form-alert';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon, ListIcon } from '#web/components/ui/icons';
import { LoadFailure } from '#web/components/ui/load-failure';
import { storageKeys } from '#web/config/storage-keys';
import { useActingContext } from '#web/lib/acting-context';
import { dayLabel, pickerTitle, weekRangeLabel } from '#web/lib/day-labels';
import { useContextOwner } from '#web/lib/use-context-owner';
import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';
import { useAddPlanRecipe } from '../api/add-plan-recipe';
import { useCopyLastWeek } from '../api/copy-week';
import { mealPlanErrorText } from '../api/ensure-plan';
import { useWeekPlans } from '../api/get-week-plans';
import { useMoveOrCopyRecipe } from '../api/move-plan-recipe';
import { useRemovePlanRecipe } from '../api/remove-plan-recipe';
import { copyWeekMessage, noContextMessage, plansByDate } from '../utils/plans';
import { shownMondayOf } from '../utils/shown-week';
import type { PlannedRecipe } from '../utils/slots';
import { parseWeekView, shownView, type WeekView } from '../utils/week-layout';
import type { ChefCandidates } from './assign-chefs-dialog';
import { type DraggedRecipe, MealPlanDay } from './meal-plan-day';
import { MealSelect } from './meal-select';
import { useWeekLayout } from './use-week-layout';

const assignChefs = lazyDialog(() => import('./assign-chefs-dialog'));
const editNote = lazyDialog(() => import('./note-dialog'));
const moveRecipe = lazyDialog(() => import('./move-recipe-dialog'));

/** The pointer's day when it is over one; else (the keyboard) the day the dragged entry overlaps most. */
const dayUnderDrag: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

const dragInstructions = {
  draggable:
    'To move this recipe to another day, press Space or Enter to pick it up, use the arrow keys to move it over ' +
    'the day, then press Space or Enter to drop it, or Escape to cancel. Or use its Move or copy button.',
};

/** What the page asks of the recipes feature's picker (the route plugs it in). */
export interface PlanRecipePickRequest {
  title: string;
  confirmLabel: string;
  onPick: (recipe: { id: string; name: string }) => Promise<unknown>;
  errorText: (error: unknown) => string;
  /** More choices shown with the chosen recipe (here: which meal). */
  options?: ReactNode;
}

interface MealPlanWeekProps {
  pickRecipe: (request: PlanRecipePickRequest) => void;
  /** More for the week shown, beside Copy last week (the route plugs in the shopping list's). */
  weekAction?: (week: { monday: string; range: string; notify: (notice: Notice) => void }) => ReactNode;
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
const moveFailedMessage = 'Failed to move the recipe.';

/** The picker's Meal select; it shows the choice kept in `choice` when Back and another recipe remount it. */
const PickerMealSelect = ({ choice }: { choice: { slot: MealSlot } }) => (
  <MealSelect
    defaultValue={choice.slot}
    onChange={(slot) => {
      choice.slot = slot;
    }}
  />
);

/** The shown week lives in the address (?week=Monday), so reload, back and forward keep it. */
const useShownMonday = (thisMonday: string) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const monday = shownMondayOf(searchParams, thisMonday);
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
export const MealPlanWeek = ({
  pickRecipe,
  preloadPicker,
  chefCandidates,
  weekAction,
}: MealPlanWeekProps) => {
  const context = useActingContext();
  const owner = useContextOwner();
  // Today is the user's own local date (spec: today is highlighted).
  const todayDate = today();
  const [monday, showWeek] = useShownMonday(mondayOf(todayDate));
  const plans = useWeekPlans(owner, monday);
  const byDate = plansByDate(plans.data ?? []);
  const addRecipe = useAddPlanRecipe();
  const removeRecipe = useRemovePlanRecipe();
  const dragged = useMoveOrCopyRecipe();
  const copyWeek = useCopyLastWeek();
  const [notice, setNotice] = useState<Notice | null>(null);
  const notes = useLazyDialog(editNote, (date: string) => ({
    dayLabel: dayLabel(date),
    owner,
    date,
    plan: byDate.get(date),
  }));
  const moves = useLazyDialog(moveRecipe, ({ date, recipe }: DraggedRecipe) => {
    const fromPlan = byDate.get(date);
    return fromPlan && { owner, recipe, fromDate: date, fromPlan, days: weekOf(monday), plans: byDate };
  });
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor),
  );
  /** A recipe dropped on another day moves there (same meal); with Alt (Option) held it is copied. */
  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    const from = active.data.current as DraggedRecipe | undefined;
    const to = over ? String(over.id) : undefined;
    const fromPlan = from && byDate.get(from.date);
    if (!from || !to || !fromPlan || to === from.date) return;
    const copy = 'altKey' in activatorEvent && Boolean(activatorEvent.altKey);
    dragged.mutate({
      owner,
      recipe: from.recipe,
      mode: copy ? 'copy' : 'move',
      from: { date: from.date, plan: fromPlan },
      to: { date: to, plan: byDate.get(to), slot: from.recipe.slot },
    });
  };
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

  const openPicker = (date: string) => {
    // The picker's Meal select writes here; picking reads it.
    const choice = { slot: defaultSlot };
    pickRecipe({
      title: pickerTitle(date),
      confirmLabel: 'Add to Meal Plan',
      onPick: (recipe) =>
        addRecipe.mutateAsync({
          owner,
          date,
          plan: byDate.get(date),
          recipeId: recipe.id,
          slot: choice.slot,
        }),
      errorText: (error) => mealPlanErrorText(error, addFailedMessage),
      options: <PickerMealSelect choice={choice} />,
    });
  };

  const copyLastWeek = () => {
    setNotice(null);
    copyWeek.mutate(
      { owner, monday },
      { onSuccess: (result) => setNotice({ status: 'success', text: copyWeekMessage(result) }) },
    );
  };

  /** Shows the week before (-1) or after (1); the last week's notice goes. */
  const stepWeeks = (weeks: number) => {
    setNotice(null);
    showWeek(addDays(monday, 7 * weeks));
  };

  return (
    <Stack gap="5">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <HStack as="nav" aria-label="Week" gap="2">
          <IconButton variant="outline" bg="white" aria-label="Previous week" onClick={() => stepWeeks(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Heading as="h2" size="md" minW={{ base: '0', sm: '13rem' }} textAlign="center" aria-live="polite">
            {range}
          </Heading>
          <IconButton variant="outline" bg="white" aria-label="Next week" onClick={() => stepWeeks(1)}>
            <ChevronRightIcon />
          </IconButton>
          {monday !== mondayOf(todayDate) && (
            <Button variant="ghost" size="sm" onClick={() => showWeek(mondayOf(todayDate))}>
              This week
            </Button>
          )}
        </HStack>
        <Button
          variant="outline"
          size="sm"
          bg="white"
          onClick={copyLastWeek}
          loading={copyWeek.isPending}
          disabled={!owner}
        >
          Copy last week
        </Button>
        {weekAction?.({ monday, range, notify: setNotice })}
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
      {notice && <FormAlert status={notice.status}>{notice.text}</FormAlert>}
      {copyWeek.isError && (
        <FormAlert status="error">{mealPlanErrorText(copyWeek.error, 'Failed to copy last week.')}</FormAlert>
      )}
      {dragged.isError && (
        <FormAlert status="error">{mealPlanErrorText(dragged.error, moveFailedMessage)}</FormAlert>
      )}
      {removeRecipe.isError && (
        <FormAlert status="error">{mealPlanErrorText(removeRecipe.error, removeFailedMessage)}</FormAlert>
      )}
      {!owner && <FormAlert status="error">{noContextMessage}</FormAlert>}
      {plans.isLoading ? (
        <Text role="status">Loading...</Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={dayUnderDrag}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: dragInstructions,
            announcements: {
              onDragStart: ({ active }) => `Picked up ${(active.data.current as DraggedRecipe).recipe.name}.`,
              onDragOver: ({ over }) => (over ? `Over ${dayLabel(String(over.id))}.` : undefined),
              onDragEnd: ({ active, over }) =>
                over
                  ? `${(active.data.current as DraggedRecipe).recipe.name} was dropped on ${dayLabel(String(over.id))}.`
                  : 'Not dropped on a day.',
              onDragCancel: () => 'Moving cancelled.',
            },
          }}
        >
          <SimpleGrid
            as="div"
            columns={view === 'calendar' ? 7 : 1}
            gap={view === 'calendar' ? { base: '1.5', lg: '2' } : '3'}
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
                onRemoveRecipe={(recipe: PlannedRecipe) => {
                  const plan = byDate.get(date);
                  if (plan) removeRecipe.mutate({ planId: plan.id, recipeId: recipe.id });
                }}
                onMoveRecipe={(recipe) => moves.open({ date, recipe })}
                onEditNote={() => notes.open(date)}
                onIntent={() => {
                  preloadPicker();
                  if (isGroup) chefs.preload();
                }}
              />
            ))}
          </SimpleGrid>
        </DndContext>
      )}

      {chefs.element}
      {notes.element}
      {moves.element}
    </Stack>
  );
};
