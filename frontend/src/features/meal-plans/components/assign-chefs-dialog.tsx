import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { MealPlan } from '#shared/meal-plans/meal-plan-schemas';
import { FormAlert } from '#web/components/ui/form-alert';
import { Modal } from '#web/components/ui/modal';
import type { ContextOwner } from '#web/lib/acting-context';
import { useAssignChefs } from '../api/assign-chefs';
import { mealPlanErrorText } from '../api/ensure-plan';

/** The acting group's members as the route loaded them. */
export interface ChefCandidates {
  members: readonly { id: string; name: string }[] | undefined;
  failed: boolean;
}

interface AssignChefsDialogProps {
  dayLabel: string;
  assigned: MealPlan['assignedTo'];
  candidates: ChefCandidates;
  owner: ContextOwner | null;
  date: string;
  plan: MealPlan | undefined;
  open: boolean;
  onClose: () => void;
  onExitComplete: () => void;
}

/** 'Assign Chef(s)': a checkbox per group member; Save replaces the day's chefs. */
const AssignChefsDialog = ({
  dayLabel,
  assigned,
  candidates,
  owner,
  date,
  plan,
  open,
  onClose,
  onExitComplete,
}: AssignChefsDialogProps) => {
  const [chosen, setChosen] = useState(() => new Set(assigned.map((chef) => chef.id)));
  const save = useAssignChefs();
  const toggle = (id: string, checked: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const { members } = candidates;
  return (
    <Modal
      title="Assign Chef(s)"
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            colorPalette="green"
            disabled={!members}
            loading={save.isPending}
            loadingText="Saving..."
            onClick={() =>
              save.mutate(
                // Chefs who have left the group since are dropped: only members are offered.
                {
                  owner,
                  date,
                  plan,
                  chefIds: (members ?? []).filter((m) => chosen.has(m.id)).map((m) => m.id),
                },
                { onSuccess: onClose },
              )
            }
          >
            Save
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text color="gray.700">Who cooks on {dayLabel}?</Text>
        {candidates.failed && <FormAlert status="error">Failed to fetch users in group</FormAlert>}
        {!members && !candidates.failed && <Text role="status">Loading...</Text>}
        {members && members.length > 0 && (
          <Stack as="fieldset" gap="3" border="0" p="0" m="0">
            <Text as="legend" srOnly>
              Chefs for {dayLabel}
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
          <FormAlert status="error">{mealPlanErrorText(save.error, 'Failed to assign the chefs.')}</FormAlert>
        )}
      </Stack>
    </Modal>
  );
};

export default AssignChefsDialog;
