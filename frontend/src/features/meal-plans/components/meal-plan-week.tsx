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
import { t } from '#web/lib/i18n/t';
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
import { MirrorInRtl } from './mirror-in-rtl';
import { ProposalPanel } from './proposal-panel';
import { useWeekLayout } from './use-week-layout';
import { useWeekProposal } from './use-week-proposal';

const assignChefs = lazyDialog(() => import('./assign-chefs-dialog'));
const editNote = lazyDialog(() => import('./note-dialog'));
const moveRecipe = lazyDialog(() => import('./move-recipe-dialog'));
const planningRules = lazyDialog(() => import('./planning-rules-dialog'));

/** The pointer's day when it is over one; else (the keyboard) the day the dragged entry overlaps most. */
const dayUnderDrag: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
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

/** The two views' buttons; `label` is a catalogue key. */
const viewButtons = [
  { value: 'calendar', Icon: CalendarIcon, label: 'mealPlan.viewCalendar' },
  { value: 'list', Icon: ListIcon, label: 'mealPlan.viewList' },
] as const satisfies readonly { value: WeekView; Icon: unknown; label: string }[];

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
  const planner = useWeekProposal(owner, monday, byDate);
  const rules = useLazyDialog(planningRules, () => owner && { owner });
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
      confirmLabel: t('mealPlan.addToMealPlan'),
      onPick: (recipe) =>
        addRecipe.mutateAsync({
          owner,
          date,
          plan: byDate.get(date),
          recipeId: recipe.id,
          slot: choice.slot,
        }),
      errorText: (error) => mealPlanErrorText(error, t('mealPlan.addFailed')),
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
        <HStack as="nav" aria-label={t('mealPlan.weekNav')} gap="2">
          <IconButton
            variant="outline"
            bg="white"
            aria-label={t('mealPlan.previousWeek')}
            onClick={() => stepWeeks(-1)}
          >
            <MirrorInRtl>
              <ChevronLeftIcon />
            </MirrorInRtl>
          </IconButton>
          <Heading as="h2" size="md" minW={{ base: '0', sm: '13rem' }} textAlign="center" aria-live="polite">
            {range}
          </Heading>
          <IconButton
            variant="outline"
            bg="white"
            aria-label={t('mealPlan.nextWeek')}
            onClick={() => stepWeeks(1)}
          >
            <MirrorInRtl>
              <ChevronRightIcon />
            </MirrorInRtl>
          </IconButton>
          {monday !== mondayOf(todayDate) && (
            <Button variant="ghost" size="sm" onClick={() => showWeek(mondayOf(todayDate))}>
              {t('mealPlan.thisWeek')}
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
          {t('mealPlan.copyLastWeek')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          bg="white"
          onClick={() => {
            setNotice(null);
            planner.planWeek();
          }}
          loading={planner.drawing}
          disabled={!owner}
        >
          {t('planner.planMyWeek')}
        </Button>
        <Button variant="ghost" size="sm" disabled={!owner} {...rules.trigger(true)}>
          {t('planner.planningRules')}
        </Button>
        {weekAction?.({ monday, range, notify: setNotice })}
        {layout.canToggle && (
          <Group attached role="group" aria-label={t('mealPlan.layout')}>
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
                {t(label)}
              </Button>
            ))}
          </Group>
        )}
      </HStack>

      {context.type === 'group' && (
        <Text color="gray.700">{t('mealPlan.sharedPlanOf', { group: context.name })}</Text>
      )}
      {plans.isError && (
        <LoadFailure onRetry={plans.refetch}>
          {isGroup ? t('mealPlan.fetchFailedGroup') : t('mealPlan.fetchFailed')}
        </LoadFailure>
      )}
      {notice && <FormAlert status={notice.status}>{notice.text}</FormAlert>}
      <ProposalPanel
        controls={planner}
        onKept={(count) => setNotice({ status: 'success', text: t('planner.kept', { count }) })}
      />
      {copyWeek.isError && (
        <FormAlert status="error">{mealPlanErrorText(copyWeek.error, t('mealPlan.copyFailed'))}</FormAlert>
      )}
      {dragged.isError && (
        <FormAlert status="error">{mealPlanErrorText(dragged.error, t('mealPlan.moveFailed'))}</FormAlert>
      )}
      {removeRecipe.isError && (
        <FormAlert status="error">
          {mealPlanErrorText(removeRecipe.error, t('mealPlan.removeFailed'))}
        </FormAlert>
      )}
      {!owner && <FormAlert status="error">{noContextMessage()}</FormAlert>}
      {plans.isLoading ? (
        <Text role="status">{t('mealPlan.loading')}</Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={dayUnderDrag}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('mealPlan.dragInstructions') },
            announcements: {
              onDragStart: ({ active }) =>
                t('mealPlan.dragPickedUp', { recipe: (active.data.current as DraggedRecipe).recipe.name }),
              onDragOver: ({ over }) =>
                over ? t('mealPlan.dragOver', { day: dayLabel(String(over.id)) }) : undefined,
              onDragEnd: ({ active, over }) =>
                over
                  ? t('mealPlan.dragDropped', {
                      recipe: (active.data.current as DraggedRecipe).recipe.name,
                      day: dayLabel(String(over.id)),
                    })
                  : t('mealPlan.dragNotDropped'),
              onDragCancel: () => t('mealPlan.dragCancelled'),
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
                proposed={planner.proposedOn(date)}
                onSuggestAnother={planner.suggestAnother}
                replacing={planner.replacing}
              />
            ))}
          </SimpleGrid>
        </DndContext>
      )}

      {chefs.element}
      {notes.element}
      {moves.element}
      {rules.element}
    </Stack>
  );
};
