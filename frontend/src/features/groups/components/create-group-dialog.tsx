import { FormDialog } from '#web/components/ui/form-dialog';
import { InputField } from '#web/components/ui/input-field';
import type { Feedback } from '#web/components/ui/transient-message';
import { useDialogForm } from '#web/components/ui/use-dialog-form';
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
  const { field, dialogForm } = useDialogForm(dialog, onFeedback, {
    validation: groupNameValidation,
    defaultValues: { name: '' },
    send: ({ name }) => creation.mutateAsync(name),
    failure: t('groups.createGroupFailed'),
    done: () => t('groups.groupCreated'),
  });
  return (
    <FormDialog {...dialogForm} title={t('groups.createNewGroup')} submitLabel={t('groups.createGroup')}>
      <InputField label={t('groups.groupName')} {...field('name')} />
    </FormDialog>
  );
};

export default CreateGroupDialog;
