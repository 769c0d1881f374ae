import { Box, Button, Checkbox, Fieldset, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import type { PlanningRuleFields, PlanningRules } from '#shared/meal-plans/planning-rules-schemas';
import { addDays } from '#shared/meal-plans/week';
import { weekdays } from '#shared/meal-plans/weekdays';
import { FormDialog, submitting } from '#web/components/ui/form-dialog';
import { DeleteIconButton, PlusIcon } from '#web/components/ui/icons';
import { InputField, type InputFieldProps } from '#web/components/ui/input-field';
import { LoadFailure } from '#web/components/ui/load-failure';
import type { ContextOwner } from '#web/lib/acting-context';
import { weekdayName } from '#web/lib/day-labels';
import { t } from '#web/lib/i18n/t';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { usePlanningRules, useSavePlanningRules } from '../api/planning-rules';

interface PlanningRulesDialogProps extends DialogLifecycle {
  owner: ContextOwner;
}

/** A number field's text; empty is no such rule. */
const textOf = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The weekday's name in the language on screen (2024-01-01 was a Monday). */
const weekdayLabel = (index: number) => weekdayName(addDays('2024-01-01', index));

interface TagLimitRow {
  key: number;
  tag: string;
  min: string;
  max: string;
}

/** The rules as the form edits them: every number as its text. */
const formOf = (rules: PlanningRules) => ({
  tagLimits: rules.tagLimits.map((limit, index) => ({
    key: index,
    tag: limit.tag,
    min: textOf(limit.min),
    max: textOf(limit.max),
  })),
  noRepeatDays: textOf(rules.noRepeatDays),
  maxTotalTime: Object.fromEntries(weekdays.map((day) => [day, textOf(rules.maxTotalTime[day])])),
  prefer: rules.prefer,
});
type RulesForm = ReturnType<typeof formOf>;

const rulesOf = (form: RulesForm): PlanningRuleFields => ({
  tagLimits: form.tagLimits
    .filter((row) => row.tag.trim() || row.min || row.max)
    .map((row) => ({ tag: row.tag, min: numberOf(row.min), max: numberOf(row.max) })),
  noRepeatDays: numberOf(form.noRepeatDays) ?? null,
  maxTotalTime: Object.fromEntries(
    weekdays.flatMap((day) => {
      const minutes = numberOf(form.maxTotalTime[day] ?? '');
      return minutes === undefined ? [] : [[day, minutes]];
    }),
  ),
  prefer: form.prefer,
});

/** "Planning rules": what "Plan my week" keeps for the acting owner (me or the group). */
const PlanningRulesDialog = ({ owner, ...dialog }: PlanningRulesDialogProps) => {
  const rules = usePlanningRules(owner);
  return (
    <FormDialogShell dialog={dialog} owner={owner} rules={rules.data}>
      {rules.isError && <LoadFailure onRetry={rules.refetch}>{t('planner.rulesLoadFailed')}</LoadFailure>}
      {rules.isLoading && <Text role="status">{t('planner.loadingRules')}</Text>}
    </FormDialogShell>
  );
};

interface ShellProps {
  dialog: DialogLifecycle;
  owner: ContextOwner;
  rules: PlanningRules | undefined;
  children: ReactNode;
}

/** The dialog around the form; the form mounts once the rules are there, filled with them. */
const FormDialogShell = ({ dialog, owner, rules, children }: ShellProps) => {
  const save = useSavePlanningRules();
  const [form, setForm] = useState<RulesForm | null>(null);
  const shown = form ?? (rules ? formOf(rules) : null);
  const change = (next: Partial<RulesForm>) => shown && setForm({ ...shown, ...next });
  return (
    <FormDialog
      {...submitting(
        dialog,
        save,
        () => shown && save.mutate({ owner, rules: rulesOf(shown) }, { onSuccess: dialog.onClose }),
        t('planner.rulesSaveFailed'),
      )}
      title={t('planner.planningRules')}
      submitLabel={t('planner.saveRules')}
      pendingLabel={t('planner.keeping')}
      disabled={!shown}
      size="md"
      fullScreenOnPhone
    >
      <Text color="gray.700">{t('planner.rulesHelp')}</Text>
      {children}
      {shown && <RulesFields form={shown} change={change} />}
    </FormDialog>
  );
};

/** A whole number of the rules (a tag's limits, the days between repeats): the phone's number pad. */
const RuleNumberField = (props: InputFieldProps) => (
  <InputField size="md" type="number" inputMode="numeric" {...props} />
);

const RulesFields = ({ form, change }: { form: RulesForm; change: (next: Partial<RulesForm>) => void }) => {
  const setRow = (key: number, fields: Partial<TagLimitRow>) =>
    change({ tagLimits: form.tagLimits.map((row) => (row.key === key ? { ...row, ...fields } : row)) });
  const nextKey = Math.max(-1, ...form.tagLimits.map((row) => row.key)) + 1;
  return (
    <Stack gap="5">
      <Fieldset.Root>
        <Fieldset.Legend>{t('planner.tagLimits')}</Fieldset.Legend>
        <Stack gap="3">
          {form.tagLimits.map((row, index) => (
            <HStack key={row.key} gap="2" align="end" wrap={{ base: 'wrap', sm: 'nowrap' }}>
              {/* On a phone the tag has a line of its own, its numbers under it. */}
              <Box flexBasis={{ base: '100%', sm: 'auto' }} flex={{ sm: '2' }}>
                <InputField
                  size="md"
                  label={t('planner.tag')}
                  value={row.tag}
                  maxLength={40}
                  onChange={(event) => setRow(row.key, { tag: event.target.value })}
                />
              </Box>
              <RuleNumberField
                min={0}
                label={t('planner.atLeast')}
                value={row.min}
                onChange={(event) => setRow(row.key, { min: event.target.value })}
              />
              <RuleNumberField
                min={0}
                label={t('planner.atMost')}
                value={row.max}
                onChange={(event) => setRow(row.key, { max: event.target.value })}
              />
              <DeleteIconButton
                aria-label={t('planner.removeTagLimit', { number: index + 1 })}
                onClick={() => change({ tagLimits: form.tagLimits.filter((other) => other.key !== row.key) })}
              />
            </HStack>
          ))}
          <Button
            variant="outline"
            size="sm"
            alignSelf="flex-start"
            onClick={() =>
              change({ tagLimits: [...form.tagLimits, { key: nextKey, tag: '', min: '', max: '' }] })
            }
          >
            <PlusIcon />
            {t('planner.addTagLimit')}
          </Button>
        </Stack>
      </Fieldset.Root>

      <RuleNumberField
        min={1}
        label={t('planner.noRepeatDays')}
        value={form.noRepeatDays}
        onChange={(event) => change({ noRepeatDays: event.target.value })}
      />

      <Fieldset.Root>
        <Fieldset.Legend>{t('planner.maxTime')}</Fieldset.Legend>
        <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2">
          {weekdays.map((day, index) => (
            <RuleNumberField
              key={day}
              min={1}
              label={weekdayLabel(index)}
              value={form.maxTotalTime[day] ?? ''}
              onChange={(event) =>
                change({ maxTotalTime: { ...form.maxTotalTime, [day]: event.target.value } })
              }
            />
          ))}
        </SimpleGrid>
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend>{t('planner.preferences')}</Fieldset.Legend>
        <Stack gap="2">
          {(
            [
              ['favourites', 'planner.preferFavourites'],
              ['rating', 'planner.preferRating'],
              ['pantry', 'planner.preferPantry'],
            ] as const
          ).map(([name, label]) => (
            <Checkbox.Root
              key={name}
              checked={form.prefer[name]}
              onCheckedChange={(state) =>
                change({ prefer: { ...form.prefer, [name]: state.checked === true } })
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{t(label)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Fieldset.Root>
    </Stack>
  );
};

export default PlanningRulesDialog;
