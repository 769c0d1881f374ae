import { Box, Button, Checkbox, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadFailure } from '#web/components/ui/load-failure';
import { paths } from '#web/config/paths';
import { isApiError } from '#web/lib/api-client';
import { t } from '#web/lib/i18n/t';
import { useContextOwner } from '#web/lib/use-context-owner';
import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';
import { useWakeLock } from '#web/lib/use-wake-lock';
import { useRecipe } from '../api/get-recipe';
import { ingredientsInStep } from '../utils/step-ingredients';
import { BackIcon, ForwardIcon } from './directional-icons';
import { KitchenControls, useKitchenView } from './kitchen-view';
import { StepText } from './step-text';
import { TimersPanel } from './timers-panel';
import { useTimers } from './use-cook-timers';

// Done cooking's list loads when it is first wanted.
const doneCooking = lazyDialog(() => import('./done-cooking-dialog'));

/** A sideways swipe of at least this many pixels turns the page. */
const swipeDistance = 60;

/** What the page says when the screen cannot be kept on (catalogue keys, for `t()` at render). */
const wakeLockNotes = {
  unsupported: 'cook.wakeLockUnsupported',
  refused: 'cook.wakeLockRefused',
} as const;

/** Whether the page reads right to left (Arabic): Next is then to the left, and so are its key and swipe. */
const isRightToLeft = () => document.documentElement.dir === 'rtl';

/** Keys typed into a field are the field's, not the page's. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));

/**
 * Cook mode: one step at a time in large type, for a phone propped up in the kitchen. The step is
 * in the address (replaced, not pushed), so a reload keeps it and Back returns to the recipe.
 */
export const CookView = ({ id }: { id: string }) => {
  const query = useRecipe(id);
  const kitchen = useKitchenView({ servings: query.data?.servings ?? null });
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const wakeLock = useWakeLock();
  const { timers, now, start, remove } = useTimers(id);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const ingredientsId = useId();
  const owner = useContextOwner();
  const doneDialog = useLazyDialog(doneCooking, () =>
    query.data && owner
      ? { recipe: query.data, owner, scale: kitchen.servings / (query.data.servings ?? 1) }
      : null,
  );

  const steps = query.data?.instructions ?? [];
  const asked = Number(params.get('step'));
  const index = Number.isInteger(asked) && asked >= 1 && asked <= steps.length ? asked - 1 : 0;
  const goTo = (next: number) => {
    if (next < 0 || next >= steps.length || next === index) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('step', String(next + 1));
        return updated;
      },
      { replace: true },
    );
  };
  // The key listener is added once and moves from the step on screen now: re-added after each
  // step (an effect, after paint), a key pressed at once went to the old step's listener.
  const moveRef = useRef((by: number) => goTo(index + by));
  moveRef.current = (by: number) => goTo(index + by);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const forward = isRightToLeft() ? 'ArrowLeft' : 'ArrowRight';
      const backward = isRightToLeft() ? 'ArrowRight' : 'ArrowLeft';
      if (event.key === forward) moveRef.current(1);
      if (event.key === backward) moveRef.current(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const backToRecipe = () => {
    // Back in history when the recipe page opened cook mode, so the recipe page keeps its place.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.recipe.getHref(id), { replace: true });
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeStart.current;
    swipeStart.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) < swipeDistance || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
    // A swipe pulls the next page in from the side the text runs towards.
    const towardsStart = isRightToLeft() ? dx > 0 : dx < 0;
    goTo(towardsStart ? index + 1 : index - 1);
  };

  const finished = timers.filter((timer) => timer.done);
  const title = query.data?.name ?? t('recipes.recipe');
  const pageTitle = finished.length
    ? t('cook.timersDoneTitle', { timers: finished.map((timer) => timer.label).join(', '), title })
    : t('common.pageTitle', { title: t('cook.pageTitle', { title }) });

  const header = (
    <HStack as="header" gap="3" px={{ base: '3', md: '6' }} py="3" borderBottomWidth="1px" wrap="wrap">
      <Button variant="ghost" size="sm" onClick={backToRecipe}>
        <BackIcon />
        {t('cook.backToRecipe')}
      </Button>
      <Heading as="h1" size={{ base: 'md', md: 'lg' }} flex="1" minW="40" overflowWrap="anywhere">
        {title}
      </Heading>
      {query.data && <KitchenControls view={kitchen} />}
    </HStack>
  );

  if (query.isPending || query.isError) {
    const missing = query.isError && isApiError(query.error) && query.error.status === 404;
    return (
      <Box minH="100dvh">
        <title>{pageTitle}</title>
        {header}
        <Box p="6">
          {query.isPending ? (
            <Text role="status">{t('recipes.loading')}</Text>
          ) : missing ? (
            <Text fontSize="xl">{t('recipes.notFound')}</Text>
          ) : (
            <LoadFailure onRetry={query.refetch}>{t('recipes.fetchOneFailed')}</LoadFailure>
          )}
        </Box>
      </Box>
    );
  }

  const ingredients = [...query.data.ingredients].sort((a, b) => a.sortOrder - b.sortOrder);
  const line = (ingredient: (typeof ingredients)[number]) =>
    [kitchen.quantityOf(ingredient), ingredient.name].filter(Boolean).join(' ');
  const step = steps[index] ?? '';
  const mentioned = ingredientsInStep(step, ingredients);
  const toggle = (ingredientId: string) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(ingredientId)) next.add(ingredientId);
      return next;
    });

  return (
    <Flex direction="column" minH="100dvh" bg="white">
      <title>{pageTitle}</title>
      {header}
      {(wakeLock === 'unsupported' || wakeLock === 'refused') && (
        <Text role="note" px={{ base: '3', md: '6' }} py="2" bg="orange.50" color="orange.900" fontSize="sm">
          {t(wakeLockNotes[wakeLock])}
        </Text>
      )}
      <Flex direction={{ base: 'column', lg: 'row-reverse' }} flex="1" gap="6" p={{ base: '4', md: '8' }}>
        <Stack as="main" flex="2" gap="6" minW="0">
          {steps.length === 0 ? (
            <Text fontSize="xl">{t('cook.noSteps')}</Text>
          ) : (
            <Stack
              gap="4"
              aria-live="polite"
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              // Vertical scrolling stays the browser's; sideways movement is the swipe.
              touchAction="pan-y"
            >
              <Heading as="h2" size="md" color="gray.600">
                {t('cook.stepOf', { step: index + 1, steps: steps.length })}
              </Heading>
              <Text
                fontSize={{ base: '2xl', md: '4xl' }}
                lineHeight="1.4"
                whiteSpace="pre-line"
                // The recipe's own words keep their direction (an English step on an Arabic page).
                dir="auto"
                overflowWrap="anywhere"
              >
                <StepText text={step} stepIndex={index} onStartTimer={start} />
              </Text>
              {mentioned.length > 0 && (
                <Box>
                  <Text fontWeight="semibold" color="gray.700">
                    {t('cook.inThisStep')}
                  </Text>
                  <Box as="ul" ps="5" listStyleType="disc" fontSize={{ base: 'lg', md: 'xl' }}>
                    {mentioned.map((ingredient) => (
                      <li key={ingredient.id}>{line(ingredient)}</li>
                    ))}
                  </Box>
                </Box>
              )}
            </Stack>
          )}
          <TimersPanel timers={timers} now={now} onRemove={remove} />
          {index >= steps.length - 1 && (
            // At the end: what was used can come out of the pantry (issue 27).
            <Button
              size="lg"
              variant="outline"
              colorPalette="green"
              alignSelf="flex-start"
              {...doneDialog.trigger(true)}
            >
              {t('pantry.doneCooking')}
            </Button>
          )}
          <HStack gap="3" justify="space-between" position="sticky" bottom="0" py="3" bg="white">
            <Button
              size="xl"
              variant="outline"
              flex="1"
              disabled={index === 0}
              onClick={() => goTo(index - 1)}
            >
              <BackIcon />
              {t('cook.previous')}
            </Button>
            <Button
              size="xl"
              colorPalette="green"
              flex="1"
              disabled={index >= steps.length - 1}
              onClick={() => goTo(index + 1)}
            >
              {t('cook.next')}
              <ForwardIcon />
            </Button>
          </HStack>
        </Stack>
        {ingredients.length > 0 && (
          <Stack as="section" aria-labelledby={ingredientsId} flex="1" gap="3" minW="0">
            <Heading as="h2" size="lg" id={ingredientsId}>
              {t('recipes.ingredients')}
            </Heading>
            <Stack as="ul" listStyle="none" gap="2">
              {ingredients.map((ingredient) => (
                <li key={ingredient.id}>
                  <Checkbox.Root
                    size="lg"
                    checked={checked.has(ingredient.id)}
                    onCheckedChange={() => toggle(ingredient.id)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label
                      fontSize="lg"
                      fontWeight="normal"
                      overflowWrap="anywhere"
                      textDecoration={checked.has(ingredient.id) ? 'line-through' : undefined}
                      color={checked.has(ingredient.id) ? 'gray.500' : undefined}
                    >
                      {line(ingredient)}
                    </Checkbox.Label>
                  </Checkbox.Root>
                </li>
              ))}
            </Stack>
          </Stack>
        )}
      </Flex>
      {doneDialog.element}
    </Flex>
  );
};
