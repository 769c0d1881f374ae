import { Button, HStack } from '@chakra-ui/react';
import { t } from '#web/lib/i18n/t';

interface SubmitOrCancelProps {
  label: string;
  pending?: boolean;
  onCancel: () => void;
  /** Red for a step that takes something away (turning two-step sign-in off). */
  danger?: boolean;
}

/** An inline form's two buttons in My Page's cards: its submit, and Cancel. */
export const SubmitOrCancel = ({ label, pending, onCancel, danger }: SubmitOrCancelProps) => (
  <HStack gap="2">
    <Button type="submit" colorPalette={danger ? 'red' : 'green'} loading={pending}>
      {label}
    </Button>
    <Button variant="outline" onClick={onCancel}>
      {t('users.cancel')}
    </Button>
  </HStack>
);
