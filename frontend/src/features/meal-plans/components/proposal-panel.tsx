import { Button, Checkbox, Fieldset, HStack, List, Stack, Text } from '@chakra-ui/react';
import { type MealSlot, mealSlots } from '#shared/meal-plans/plan-rules';
import { ErrorAlert } from '#web/components/ui/form-alert';
import { t } from '#web/lib/i18n/t';
import { mealName } from './meal-select';
import type { WeekProposalControls } from './use-week-proposal';

interface ProposalPanelProps {
  controls: WeekProposalControls;
  onKept: (count: number) => void;
}

/**
 * The proposal's own controls above the week: which meals to fill, the rules it could not keep,
 * Keep, Try again and Discard. The proposed recipes themselves show in their days.
 */
export const ProposalPanel = ({ controls, onKept }: ProposalPanelProps) => {
  const { proposal, slots } = controls;
  if (!proposal) return <ErrorAlert error={controls.error} fallback={t('planner.suggestFailed')} />;
  const toggle = (slot: MealSlot, on: boolean) =>
    controls.chooseSlots(mealSlots.filter((each) => (each === slot ? on : slots.includes(each))));
  return (
    <Stack
      as="section"
      aria-label={t('planner.proposalTitle')}
      gap="3"
      p="3"
      bg="yellow.50"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="yellow.600"
      rounded="lg"
    >
      <Stack gap="0.5">
        <Text as="h2" fontWeight="semibold">
          {t('planner.proposalTitle')}
        </Text>
        <Text fontSize="sm" color="gray.700">
          {t('planner.proposalHelp')}
        </Text>
      </Stack>
      <Fieldset.Root>
        <Fieldset.Legend fontSize="sm">{t('planner.mealsToPlan')}</Fieldset.Legend>
        <HStack gap="4" wrap="wrap">
          {mealSlots.map((slot) => (
            <Checkbox.Root
              key={slot}
              size="sm"
              checked={slots.includes(slot)}
              // The last meal cannot be unticked: there would be nothing to plan.
              disabled={controls.drawing || (slots.length === 1 && slots.includes(slot))}
              onCheckedChange={(change) => toggle(slot, change.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{mealName(slot)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
      </Fieldset.Root>
      {proposal.meals.length === 0 && proposal.unmet.length === 0 && (
        <Text role="status">{t('planner.nothingToPlan')}</Text>
      )}
      {proposal.unmet.length > 0 && (
        <Stack
          role="status"
          gap="1"
          p="3"
          layerStyle="banner"
          colorPalette="orange"
          borderColor="orange.300"
          color="orange.900"
        >
          <Text fontWeight="medium">{t('planner.unmetTitle')}</Text>
          <List.Root ps="4">
            {proposal.unmet.map((rule) => (
              <List.Item key={rule.message}>{rule.message}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <ErrorAlert error={controls.error} fallback={t('planner.suggestFailed')} />
      <ErrorAlert error={controls.keepError} fallback={t('planner.keepFailed')} />
      <HStack gap="2" wrap="wrap">
        <Button
          colorPalette="green"
          size="sm"
          onClick={() => controls.keep(onKept)}
          loading={controls.keeping}
          loadingText={t('planner.keeping')}
          disabled={proposal.meals.length === 0}
        >
          {t('planner.keep')}
        </Button>
        <Button variant="outline" bg="white" size="sm" onClick={controls.planWeek} loading={controls.drawing}>
          {t('planner.tryAgain')}
        </Button>
        <Button variant="ghost" size="sm" onClick={controls.discard}>
          {t('planner.discard')}
        </Button>
      </HStack>
    </Stack>
  );
};
