import { HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DeleteIconButton, EditIconButton } from './icons';

/** The row's words, from its area's catalogue ('Edit Milk', 'Waiting to send'). */
export interface ItemRowTexts {
  /** Shown while a change made offline waits to be sent; undefined when nothing waits. */
  waiting?: string;
  editNamed: string;
  edit: string;
  deleteNamed: string;
  delete: string;
}

/** What the list does with one of its rows. */
export interface ItemRowActions {
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** The pointer or focus nears Edit: its dialog starts loading. */
  onIntent: () => void;
}

interface ItemRowFrameProps extends ItemRowActions {
  texts: ItemRowTexts;
  /** The row's tint (a pantry item near or past its date). */
  bg?: string;
  /** What the item is: its name, amount and notes. */
  children: ReactNode;
}

/** One item of an owner's list (shopping list, pantry): what it is, a "waiting to send" mark, Edit and Delete. */
export const ItemRowFrame = ({
  texts,
  deleting,
  bg,
  onEdit,
  onDelete,
  onIntent,
  children,
}: ItemRowFrameProps) => (
  <HStack as="li" gap="2" px={{ base: '3', md: '4' }} py="2" minH="12" bg={bg}>
    {children}
    {texts.waiting && (
      <Text as="span" fontSize="xs" color="orange.700" whiteSpace="nowrap">
        {texts.waiting}
      </Text>
    )}
    <EditIconButton
      aria-label={texts.editNamed}
      title={texts.edit}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={onEdit}
    />
    <DeleteIconButton
      aria-label={texts.deleteNamed}
      title={texts.delete}
      loading={deleting}
      onClick={onDelete}
    />
  </HStack>
);
