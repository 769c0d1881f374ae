import { HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { t } from '#web/lib/i18n/t';
import { DeleteIconButton, EditIconButton } from './icons';

/** Each list's words for a row ('Edit Milk', 'Waiting to send'), read at render time. */
const rowTexts = {
  pantry: (name: string) => ({
    waiting: t('pantry.waitingToSend'),
    editNamed: t('pantry.editNamed', { name }),
    edit: t('pantry.editItem'),
    deleteNamed: t('pantry.deleteNamed', { name }),
    delete: t('pantry.deleteItem'),
  }),
  shopping: (name: string) => ({
    waiting: t('shopping.waitingToSend'),
    editNamed: t('shopping.editNamed', { name }),
    edit: t('shopping.editItem'),
    deleteNamed: t('shopping.deleteNamed', { name }),
    delete: t('shopping.deleteItem'),
  }),
};

interface ItemRowFrameProps {
  list: keyof typeof rowTexts;
  name: string;
  deleting: boolean;
  /** A change to it made offline waits to be sent. */
  waiting: boolean;
  /** The row's tint (a pantry item near or past its date). */
  bg?: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The pointer or focus nears Edit: its dialog starts loading. */
  onIntent: () => void;
  /** What the item is: its name, amount and notes. */
  children: ReactNode;
}

/** One item of an owner's list (shopping list, pantry): what it is, a "waiting to send" mark, Edit and Delete. */
export const ItemRowFrame = ({
  list,
  name,
  deleting,
  waiting,
  bg,
  onEdit,
  onDelete,
  onIntent,
  children,
}: ItemRowFrameProps) => {
  const texts = rowTexts[list](name);
  return (
    <HStack as="li" gap="2" px={{ base: '3', md: '4' }} py="2" minH="12" bg={bg}>
      {children}
      {waiting && (
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
};
