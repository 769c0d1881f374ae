import { HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { t } from '#web/lib/i18n/t';
import { DeleteIconButton, EditIconButton } from './icons';

/**
 * The row's words in each list's catalogue, by what they say ('Edit Milk'; the pantry removes an
 * item where the shopping list deletes it).
 */
const rowKeys = {
  waiting: { pantry: 'pantry.waitingToSend', shopping: 'shopping.waitingToSend' },
  editNamed: { pantry: 'pantry.editNamed', shopping: 'shopping.editNamed' },
  edit: { pantry: 'pantry.editItem', shopping: 'shopping.editItem' },
  deleteNamed: { pantry: 'pantry.deleteNamed', shopping: 'shopping.deleteNamed' },
  delete: { pantry: 'pantry.deleteItem', shopping: 'shopping.deleteItem' },
} as const;

/** What the list does with one of its rows. */
export interface ItemRowActions {
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** The pointer or focus nears Edit: its dialog starts loading. */
  onIntent: () => void;
}

interface ItemRowFrameProps extends ItemRowActions {
  list: 'pantry' | 'shopping';
  /** The item's name, in the buttons' names. */
  name: string;
  /** A change to it made offline waits to be sent: the row says so. */
  waiting: boolean;
  /** The row's tint (a pantry item near or past its date). */
  bg?: string;
  /** What the item is: its name, amount and notes. */
  children: ReactNode;
}

/** One item of an owner's list (shopping list, pantry): what it is, a "waiting to send" mark, Edit and Delete. */
export const ItemRowFrame = ({
  list,
  name,
  waiting,
  deleting,
  bg,
  onEdit,
  onDelete,
  onIntent,
  children,
}: ItemRowFrameProps) => (
  <HStack as="li" gap="2" px={{ base: '3', md: '4' }} py="2" minH="12" bg={bg}>
    {children}
    {waiting && (
      <Text as="span" fontSize="xs" color="orange.700" whiteSpace="nowrap">
        {t(rowKeys.waiting[list])}
      </Text>
    )}
    <EditIconButton
      aria-label={t(rowKeys.editNamed[list], { name })}
      title={t(rowKeys.edit[list])}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={onEdit}
    />
    <DeleteIconButton
      aria-label={t(rowKeys.deleteNamed[list], { name })}
      title={t(rowKeys.delete[list])}
      loading={deleting}
      onClick={onDelete}
    />
  </HStack>
);
