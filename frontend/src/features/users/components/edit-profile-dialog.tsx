import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';
import { InputField } from '#web/components/ui/input-field';
import { Modal } from '#web/components/ui/modal';
import { type Feedback, TransientMessage, useTransientMessage } from '#web/components/ui/transient-message';
import { initialEditorColour, isHexColour } from '#web/lib/avatar';
import { errorMessage } from '#web/lib/error-message';
import { useUpdateProfile } from '../api/update-profile';

export const nameRequiredMessage = 'Name is required.';
export const invalidColourMessage = 'Enter a colour such as #1a2b3c.';

interface EditProfileDialogProps {
  initialName: string;
  open: boolean;
  onClose: () => void;
  onExitComplete: () => void;
  onFeedback: (feedback: Feedback) => void;
}

/** Name and avatar colour; the colour starts at #000000 every time (spec 4). */
const EditProfileDialog = ({
  initialName,
  open,
  onClose,
  onExitComplete,
  onFeedback,
}: EditProfileDialogProps) => {
  const formId = useId();
  const colourId = useId();
  const [name, setName] = useState(initialName);
  const [colour, setColour] = useState(initialEditorColour);
  const [hex, setHex] = useState(initialEditorColour);
  const update = useUpdateProfile();
  const { feedback, show } = useTransientMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      show({ status: 'error', text: nameRequiredMessage });
      return;
    }
    if (!isHexColour(hex)) {
      show({ status: 'error', text: invalidColourMessage });
      return;
    }
    update.mutate(
      { name: name.trim(), avatar: hex.toLowerCase() },
      {
        onSuccess: () => {
          onClose();
          onFeedback({ status: 'success', text: 'Profile updated successfully.' });
        },
        onError: (error) => show({ status: 'error', text: errorMessage(error, 'Failed to update profile.') }),
      },
    );
  };

  return (
    <Modal
      title="Edit Profile"
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      size="sm"
      footer={
        <Button type="submit" form={formId} colorPalette="green" loading={update.isPending}>
          Save Changes
        </Button>
      }
    >
      <Stack asChild gap="4">
        <form id={formId} onSubmit={submit} noValidate>
          <InputField
            label="Name"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Field.Root>
            <Field.Label htmlFor={colourId}>Avatar Colour</Field.Label>
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
                  setHex(event.target.value);
                }}
              />
              <Input
                aria-label="Hex colour"
                size="lg"
                flex="1"
                maxLength={7}
                spellCheck={false}
                value={hex}
                onChange={(event) => {
                  const next = event.target.value.trim();
                  setHex(next);
                  if (isHexColour(next)) setColour(next.toLowerCase());
                }}
              />
            </HStack>
          </Field.Root>
          <TransientMessage feedback={feedback} />
        </form>
      </Stack>
    </Modal>
  );
};

export default EditProfileDialog;
