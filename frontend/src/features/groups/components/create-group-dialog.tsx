import { FormDialog } from '#web/components/ui/form-dialog';
import { InputField } from '#web/components/ui/input-field';
import type { Feedback } from '#web/components/ui/transient-message';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { t } from '#web/lib/i18n/t';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { useCreateGroup } from '../api/create-group';
import { groupNameValidation } from './form-validation';

interface CreateGroupDialogProps extends DialogLifecycle {
  onFeedback: (feedback: Feedback) => void;
}

/** 'Create a New Group': a name, and the caller becomes the group's first admin. */
const CreateGroupDialog = ({ onFeedback, ...dialog }: CreateGroupDialogProps) => {
  const creation = useCreateGroup();
  const { field, submission } = useMutationForm({
    validation: groupNameValidation,
    defaultValues: { name: '' },
    send: ({ name }) => creation.mutateAsync(name),
    onSent: (_, __, form) => {
      form.reset();
      dialog.onClose();
      onFeedback({ status: 'success', text: t('groups.groupCreated') });
      return undefined;
    },
    failure: t('groups.createGroupFailed'),
    report: 'transient',
  });
  return (
    <FormDialog
      {...dialog}
      {...submission}
      title={t('groups.createNewGroup')}
      submitLabel={t('groups.createGroup')}
    >
      <InputField label={t('groups.groupName')} {...field('name')} />
    </FormDialog>
  );
};

export default CreateGroupDialog;
