import { Box, Flex, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetValue,
  useFieldArray,
} from 'react-hook-form';
import type { RecipeInput } from '#shared/recipes/recipe-schemas';
import { SortableRow, SortableRows } from '#web/components/ui/sortable-rows';
import { t } from '#web/lib/i18n/t';
import { optionalNumber } from '#web/lib/optional-number';
import { renumberSortOrder } from '../utils/sort-order';
import { AddRowFooter, RemoveRowButton, RowField } from './row-list-parts';

interface IngredientFieldsProps {
  control: Control<RecipeInput>;
  register: UseFormRegister<RecipeInput>;
  getValues: UseFormGetValues<RecipeInput>;
  setValue: UseFormSetValue<RecipeInput>;
  errors: FieldErrors<RecipeInput>;
}

/** One grid for the rows and their headings, so the headings sit over their columns. */
const rowColumns = { base: '1fr 1fr auto', md: '2fr 1fr 1fr 2.5rem' };

/** Column headings over the rows, from the width where a row is one line (on a phone each field has its placeholder). */
const ColumnHeadings = () => (
  <Flex aria-hidden="true" gap="2" display={{ base: 'none', md: 'flex' }} color="fg.muted" fontSize="sm">
    <Box w="9" flexShrink={0} />
    <Grid flex="1" templateColumns={rowColumns.md} gap="2">
      <Text>{t('recipes.ingredient')}</Text>
      <Text>{t('recipes.amount')}</Text>
      <Text>{t('recipes.unit')}</Text>
    </Grid>
  </Flex>
);

/**
 * Spec 5: a new ingredient has amount 1 and an empty name and unit. Amount and unit may be cleared
 * ("salt to taste", "2 eggs").
 */
const newIngredient = (sortOrder: number) => ({ name: '', amount: 1, unit: '', sortOrder });

/**
 * An ingredient row's fields in order: each one's name (read out with the row's number), its
 * placeholder, and its input's kind (the amount a decimal number, "to taste" when cleared).
 */
const ingredientColumns = [
  {
    column: 'name',
    label: 'recipes.ingredientName',
    placeholder: 'recipes.ingredient',
    input: { autoComplete: 'off' },
  },
  {
    column: 'amount',
    label: 'recipes.ingredientAmount',
    placeholder: 'recipes.amount',
    input: { type: 'number', inputMode: 'decimal', step: 0.1, min: 0.1 },
  },
  {
    column: 'unit',
    label: 'recipes.ingredientUnit',
    placeholder: 'recipes.unit',
    input: { autoComplete: 'off' },
  },
] as const;

interface IngredientRowFieldsProps {
  index: number;
  register: UseFormRegister<RecipeInput>;
  errors: FieldErrors<RecipeInput>;
}

/** One ingredient's name, amount and unit, each in its column of the row. */
const IngredientRowFields = ({ index, register, errors }: IngredientRowFieldsProps) =>
  ingredientColumns.map(({ column, label, placeholder, input }) => (
    <RowField
      key={column}
      gridArea={column}
      label={t(label, { number: index + 1 })}
      error={errors.ingredients?.[index]?.[column]?.message}
    >
      <Input
        placeholder={t(placeholder)}
        {...input}
        {...(column === 'amount'
          ? register(`ingredients.${index}.amount`, optionalNumber)
          : register(`ingredients.${index}.${column}`))}
      />
    </RowField>
  ));

/** The ingredient rows: add, remove, and reorder by drag and drop or keyboard. */
export const IngredientFields = ({
  control,
  register,
  getValues,
  setValue,
  errors,
}: IngredientFieldsProps) => {
  // `fieldKey`, not the default `id`: ingredients have an `id` of their own.
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: 'ingredients',
    keyName: 'fieldKey',
  });
  const headingId = useId();
  const listError = errors.ingredients?.message ?? errors.ingredients?.root?.message;

  // sortOrder follows the order on screen (1-based) after every reorder and removal (spec 4).
  // Only the numbers are set (not `replace`), so the rows keep their keys and the moved row's
  // handle keeps keyboard focus.
  const renumber = () => {
    const current = getValues('ingredients');
    renumberSortOrder(current).forEach((item, index) => {
      if (item !== current[index]) setValue(`ingredients.${index}.sortOrder`, item.sortOrder);
    });
  };

  return (
    <Stack gap="2" role="group" aria-labelledby={headingId}>
      <Text id={headingId} fontWeight="medium">
        {t('recipes.ingredients')}
      </Text>
      {fields.length > 0 && <ColumnHeadings />}
      {fields.length > 0 && (
        <SortableRows
          ids={fields.map((field) => field.fieldKey)}
          noun="ingredient"
          onMove={(from, to) => {
            move(from, to);
            renumber();
          }}
        >
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <SortableRow
                key={field.fieldKey}
                id={field.fieldKey}
                handleLabel={t('recipes.reorderIngredient', { number })}
              >
                <Grid
                  templateColumns={rowColumns}
                  templateAreas={{
                    base: '"name name name" "amount unit remove"',
                    md: '"name amount unit remove"',
                  }}
                  gap="2"
                  alignItems="start"
                >
                  <IngredientRowFields index={index} register={register} errors={errors} />
                  <RemoveRowButton
                    gridArea="remove"
                    label={t('recipes.removeIngredient', { number })}
                    onRemove={() => {
                      remove(index);
                      renumber();
                    }}
                  />
                </Grid>
              </SortableRow>
            );
          })}
        </SortableRows>
      )}
      <AddRowFooter
        error={listError}
        label={t('recipes.addIngredient')}
        onAdd={() => append(newIngredient(fields.length + 1))}
      />
    </Stack>
  );
};
