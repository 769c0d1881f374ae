import { Field, Input, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { MealPlan } from '#shared/meal-plans/meal-plan-schemas';
import { maxNoteLength } from '#shared/meal-plans/plan-rules';
import { FormAlert } from '#web/components/ui/form-alert';
import { FormDialog, submitting } from '#web/components/ui/form-dialog';
import type { ContextOwner } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { mealPlanErrorText } from '../api/ensure-plan';
import { useSaveNote } from '../api/save-note';

interface NoteDialogProps extends DialogLifecycle {
  dayLabel: string;
  owner: ContextOwner | null;
  date: string;
  plan: MealPlan | undefined;
}

/** The day's note ("eating out", "leftovers"): saving it blank clears it. */
const NoteDialog = ({ dayLabel, owner, date, plan, ...dialog }: NoteDialogProps) => {
  const [note, setNote] = useState(plan?.note ?? '');
  const save = useSaveNote();
  const inputId = useId();
  return (
    <FormDialog
      {...submitting(dialog, save, () =>
        save.mutate({ owner, date, plan, note }, { onSuccess: dialog.onClose }),
      )}
      title={plan?.note ? t('mealPlan.editNoteTitle') : t('mealPlan.addNoteTitle')}
      submitLabel={t('mealPlan.saveNote')}
      pendingLabel={t('mealPlan.saving')}
    >
      <Text color="gray.700">{t('mealPlan.noteHelp', { day: dayLabel })}</Text>
      <Field.Root>
        <Field.Label htmlFor={inputId}>{t('mealPlan.note')}</Field.Label>
        <Input
          id={inputId}
          value={note}
          maxLength={maxNoteLength}
          autoComplete="off"
          onChange={(event) => setNote(event.target.value)}
        />
      </Field.Root>
      {save.isError && (
        <FormAlert status="error">{mealPlanErrorText(save.error, t('mealPlan.noteSaveFailed'))}</FormAlert>
      )}
    </FormDialog>
  );
};

export default NoteDialog;
