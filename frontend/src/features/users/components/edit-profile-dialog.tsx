import { Field, HStack, Input } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { z } from 'zod';
import type { updateProfileBody } from '#shared/users/user-schemas';
import { FormDialog } from '#web/components/ui/form-dialog';
import { InputField } from '#web/components/ui/input-field';
import type { Feedback } from '#web/components/ui/transient-message';
import { useDialogForm } from '#web/components/ui/use-dialog-form';
import { editorColourOf, isHexColour } from '#web/lib/avatar';
import { t } from '#web/lib/i18n/t';
import { lazyResolver } from '#web/lib/lazy-resolver';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { useUpdateProfile } from '../api/update-profile';

const validation = lazyResolver<z.input<typeof updateProfileBody>, z.output<typeof updateProfileBody>>(
  async () => (await import('./form-resolvers')).profileResolver,
);

/** The hex text as typed, without surrounding spaces. */
const trimmed = { setValueAs: (value: unknown) => String(value ?? '').trim() };

interface EditProfileDialogProps extends DialogLifecycle {
  initialName: string;
  initialAvatar: string | null;
  onFeedback: (feedback: Feedback) => void;
}

/** Name and avatar colour, both starting at the user's own. */
const EditProfileDialog = ({ initialName, initialAvatar, onFeedback, ...dialog }: EditProfileDialogProps) => {
  const colourId = useId();
  const errorId = useId();
  const initialColour = editorColourOf(initialAvatar);
  const [colour, setColour] = useState(initialColour);
  const update = useUpdateProfile();
  const { form, field, dialogForm } = useDialogForm(dialog, onFeedback, {
    validation,
    defaultValues: { name: initialName, avatar: initialColour },
    send: update.mutateAsync,
    failure: t('users.updateProfileFailed'),
    done: () => t('users.profileUpdated'),
  });
  const { error: colourError, ...hex } = field('avatar', {
    ...trimmed,
    onChange: (event) => {
      const next = String(event.target.value).trim();
      if (isHexColour(next)) setColour(next.toLowerCase());
    },
  });

  return (
    <FormDialog {...dialogForm} title={t('users.editProfile')} submitLabel={t('users.saveChanges')}>
      <InputField label={t('users.name')} autoComplete="name" {...field('name')} />
      <Field.Root invalid={Boolean(colourError)} ids={{ errorText: errorId }}>
        <Field.Label htmlFor={colourId}>{t('users.avatarColour')}</Field.Label>
        <HStack gap="3" w="full">
          <Input
            id={colourId}
            type="color"
            w="16"
            h="11"
            p="1"
            value={colour}
            onChange={(event) => {
              setColour(event.target.value);
              form.setValue('avatar', event.target.value, { shouldValidate: form.formState.isSubmitted });
            }}
          />
          <Input
            aria-label={t('users.hexColour')}
            aria-describedby={colourError ? errorId : undefined}
            size="lg"
            flex="1"
            maxLength={7}
            spellCheck={false}
            {...hex}
          />
        </HStack>
        <Field.ErrorText>{colourError}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
};

export default EditProfileDialog;
