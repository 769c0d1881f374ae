import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { addDays, mondayOf, today } from '#shared/meal-plans/week';
import { FormDialog, submitting } from '#web/components/ui/form-dialog';
import { ChevronLeftIcon, ChevronRightIcon } from '#web/components/ui/icons';
import type { ContextOwner } from '#web/lib/acting-context';
import { weekRangeLabel } from '#web/lib/day-labels';
import { t } from '#web/lib/i18n/t';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { generateFailedMessage, useGenerateShoppingList } from '../api/generate-shopping-list';
import type { ListChange } from '../utils/list-change';
import { MirrorInRtl } from './mirror-in-rtl';

interface GenerateListDialogProps extends DialogLifecycle {
  owner: ContextOwner;
  /** What generating changed, for the week of `monday` labelled `range`. */
  onGenerated: (change: ListChange, monday: string, range: string) => void;
}

interface WeekStepButtonProps {
  label: string;
  onClick: () => void;
  disabled: boolean;
  /** The chevron; it points the other way in a right-to-left page. */
  children: ReactNode;
}

/** The week before or after the one shown. */
const WeekStepButton = ({ label, onClick, disabled, children }: WeekStepButtonProps) => (
  <Button variant="outline" size="sm" onClick={onClick} disabled={disabled} aria-label={label}>
    <MirrorInRtl>{children}</MirrorInRtl>
  </Button>
);

/** 'Generate from Meal Plan': pick a week (this one to start with) and add its planned ingredients. */
const GenerateListDialog = ({ owner, onGenerated, ...dialog }: GenerateListDialogProps) => {
  // This week where the user is, not in UTC: late on a Sunday evening is still this week.
  const [monday, setMonday] = useState(() => mondayOf(today()));
  const generate = useGenerateShoppingList(owner);
  const range = weekRangeLabel(monday);
  const thisWeek = monday === mondayOf(today());

  const changeWeek = (days: number) => {
    generate.reset();
    setMonday((current) => addDays(current, days));
  };

  const submit = () =>
    generate.mutate(
      { weekStartDate: monday },
      {
        onSuccess: (change) => {
          dialog.onClose();
          onGenerated(change, monday, range);
        },
      },
    );

  return (
    <FormDialog
      {...submitting(dialog, generate, submit, generateFailedMessage())}
      title={t('shopping.generateTitle')}
      submitLabel={t('shopping.generateList')}
      pendingLabel={t('shopping.generating')}
    >
      <Text color="gray.700">{t('shopping.generateHelp')}</Text>
      <HStack justify="space-between" gap="2">
        <WeekStepButton
          label={t('shopping.previousWeek')}
          onClick={() => changeWeek(-7)}
          disabled={generate.isPending}
        >
          <ChevronLeftIcon />
        </WeekStepButton>
        <Stack gap="0" align="center" textAlign="center">
          <Text fontWeight="semibold" aria-live="polite">
            {range}
          </Text>
          {thisWeek && (
            <Text fontSize="sm" color="gray.600">
              {t('shopping.thisWeek')}
            </Text>
          )}
        </Stack>
        <WeekStepButton
          label={t('shopping.nextWeek')}
          onClick={() => changeWeek(7)}
          disabled={generate.isPending}
        >
          <ChevronRightIcon />
        </WeekStepButton>
      </HStack>
      {generate.isPending && <Text role="status">{t('shopping.generatingList')}</Text>}
    </FormDialog>
  );
};

export default GenerateListDialog;
