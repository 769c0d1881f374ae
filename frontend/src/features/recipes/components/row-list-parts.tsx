import { Button, Field, IconButton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PlusIcon, TrashIcon } from '#web/components/ui/icons';

/** The bin button at the end of an ingredient or step row; named after its row ('Remove step 2'). */
export const RemoveRowButton = ({
  label,
  onRemove,
  gridArea,
}: {
  label: string;
  onRemove: () => void;
  /** Where the button sits in a row laid out as a grid. */
  gridArea?: string;
}) => (
  <IconButton
    type="button"
    variant="ghost"
    colorPalette="red"
    aria-label={label}
    gridArea={gridArea}
    onClick={onRemove}
  >
    <TrashIcon />
  </IconButton>
);

/** Under a list of rows: the list's own error (e.g. none given) and the button that adds a row. */
export const AddRowFooter = ({
  error,
  label,
  onAdd,
}: {
  error: string | undefined;
  label: string;
  onAdd: () => void;
}) => (
  <>
    {error && (
      <Text role="alert" color="fg.error" fontSize="sm">
        {error}
      </Text>
    )}
    <Button type="button" variant="outline" size="sm" alignSelf="flex-start" onClick={onAdd}>
      <PlusIcon />
      {label}
    </Button>
  </>
);

/** One field of a row: its input, named for screen readers ('Ingredient 2 amount'), its error under it. */
export const RowField = ({
  label,
  error,
  gridArea,
  flex,
  children,
}: {
  label: string;
  error: string | undefined;
  /** Where the field sits in a row laid out as a grid. */
  gridArea?: string;
  flex?: string;
  children: ReactNode;
}) => (
  <Field.Root gridArea={gridArea} flex={flex} invalid={Boolean(error)}>
    <Field.Label srOnly>{label}</Field.Label>
    {children}
    <Field.ErrorText>{error}</Field.ErrorText>
  </Field.Root>
);
