import { Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import { DeleteIconButton, EditIconButton } from '#web/components/ui/icons';
import { t } from '#web/lib/i18n/t';
import { provenanceText } from '../utils/provenance';
import { quantitySuffix } from '../utils/shopping-items';

interface ShoppingItemRowProps {
  item: ShoppingListItem;
  deleting: boolean;
  /** A change to it made offline waits to be sent. */
  waiting?: boolean;
  onCheckedChange: (isChecked: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  onIntent: () => void;
}

/** One line: a checkbox (a bought item is struck through), the name with its amount, edit and delete. */
export const ShoppingItemRow = ({
  item,
  deleting,
  waiting = false,
  onCheckedChange,
  onEdit,
  onDelete,
  onIntent,
}: ShoppingItemRowProps) => {
  const suffix = quantitySuffix(item);
  const provenance = provenanceText(item);
  const provenanceId = useId();
  return (
    <HStack as="li" gap="2" px={{ base: '3', md: '4' }} py="2" minH="12">
      <Stack flex="1" minW="0" gap="0">
        <Checkbox.Root
          colorPalette="green"
          size="lg"
          checked={item.isChecked}
          onCheckedChange={(details) => onCheckedChange(details.checked === true)}
        >
          <Checkbox.HiddenInput aria-describedby={provenance ? provenanceId : undefined} />
          <Checkbox.Control />
          <Checkbox.Label
            fontWeight="normal"
            overflowWrap="anywhere"
            textDecoration={item.isChecked ? 'line-through' : 'none'}
            color={item.isChecked ? 'gray.500' : 'inherit'}
          >
            {item.name}
            {suffix && (
              <Text as="span" color={item.isChecked ? 'gray.500' : 'gray.600'}>
                {` ${suffix}`}
              </Text>
            )}
          </Checkbox.Label>
        </Checkbox.Root>
        {provenance && (
          // Under the name, in line with it (past the box): where the item came from.
          <Text id={provenanceId} fontSize="sm" color="gray.600" ps="8" overflowWrap="anywhere">
            {provenance}
          </Text>
        )}
      </Stack>
      {waiting && (
        <Text as="span" fontSize="xs" color="orange.700" whiteSpace="nowrap">
          {t('shopping.waitingToSend')}
        </Text>
      )}
      <EditIconButton
        aria-label={t('shopping.editNamed', { name: item.name })}
        title={t('shopping.editItem')}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={onEdit}
      />
      <DeleteIconButton
        aria-label={t('shopping.deleteNamed', { name: item.name })}
        title={t('shopping.deleteItem')}
        loading={deleting}
        onClick={onDelete}
      />
    </HStack>
  );
};
