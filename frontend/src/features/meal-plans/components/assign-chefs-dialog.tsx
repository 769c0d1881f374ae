import { chakra, Stack, Text } from '@chakra-ui/react';
import type { MealPlan } from '#shared/meal-plans/meal-plan-schemas';
import { FormAlert } from '#web/components/ui/form-alert';
import { FormDialog, submitting } from '#web/components/ui/form-dialog';
import type { ContextOwner } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';
import { useChosenIds } from '#web/lib/use-chosen-ids';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { useAssignChefs } from '../api/assign-chefs';
import { mealPlanErrorText } from '../api/ensure-plan';

/** The acting group's members as the route loaded them. */
export interface ChefCandidates {
  members: readonly { id: string; name: string }[] | undefined;
  failed: boolean;
}

interface AssignChefsDialogProps extends DialogLifecycle {
  dayLabel: string;
  assigned: MealPlan['assignedTo'];
  candidates: ChefCandidates;
  owner: ContextOwner | null;
  date: string;
  plan: MealPlan | undefined;
}

/** 'Assign Chef(s)': a checkbox per group member; Save replaces the day's chefs. */
const AssignChefsDialog = ({
  dayLabel,
  assigned,
  candidates,
  owner,
  date,
  plan,
  ...dialog
}: AssignChefsDialogProps) => {
  const [chosen, toggle] = useChosenIds(() => assigned.map((chef) => chef.id));
  const save = useAssignChefs();

  const { members } = candidates;
  const saveChefs = () =>
    save.mutate(
      // Chefs who have left the group since are dropped: only members are offered.
      { owner, date, plan, chefIds: (members ?? []).filter((m) => chosen.has(m.id)).map((m) => m.id) },
      { onSuccess: dialog.onClose },
    );
  return (
    <FormDialog
      {...submitting(dialog, save, saveChefs)}
      title={t('mealPlan.assignChefsTitle')}
      submitLabel={t('mealPlan.save')}
      pendingLabel={t('mealPlan.saving')}
      disabled={!members}
    >
      <Text color="gray.700">{t('mealPlan.whoCooks', { day: dayLabel })}</Text>
      {candidates.failed && <FormAlert status="error">{t('mealPlan.membersFetchFailed')}</FormAlert>}
      {!members && !candidates.failed && <Text role="status">{t('mealPlan.loading')}</Text>}
      {members && members.length > 0 && (
        <Stack as="fieldset" gap="3" border="0" p="0" m="0">
          <Text as="legend" srOnly>
            {t('mealPlan.chefsFor', { day: dayLabel })}
          </Text>
          {members.map((member) => (
            <chakra.label key={member.id} display="flex" alignItems="center" gap="3" cursor="pointer">
              {/* A native checkbox: the app's theme carries no checkbox recipe, and it needs none. */}
              <chakra.input
                type="checkbox"
                boxSize="5"
                m="0"
                accentColor="green.700"
                cursor="pointer"
                checked={chosen.has(member.id)}
                onChange={(event) => toggle(member.id, event.target.checked)}
              />
              {member.name}
            </chakra.label>
          ))}
        </Stack>
      )}
      {save.isError && (
        <FormAlert status="error">{mealPlanErrorText(save.error, t('mealPlan.assignFailed'))}</FormAlert>
      )}
    </FormDialog>
  );
};

export default AssignChefsDialog;
