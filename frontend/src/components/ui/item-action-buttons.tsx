import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { PencilIcon, TrashIcon } from './icons';

/** The caller names the button after its item ('Edit Pancakes'): the icon alone says nothing. */
type ItemActionButtonProps = Omit<IconButtonProps, 'children'> & { 'aria-label': string };

/** The small pencil button that edits one item of a list or card. */
export const EditIconButton = (props: ItemActionButtonProps) => (
  <IconButton size="sm" variant="ghost" {...props}>
    <PencilIcon />
  </IconButton>
);

/** The small red bin button that deletes (or removes) one item of a list or card. */
export const DeleteIconButton = (props: ItemActionButtonProps) => (
  <IconButton size="sm" variant="ghost" colorPalette="red" {...props}>
    <TrashIcon />
  </IconButton>
);
