import { HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { type Control, type FieldErrors, type UseFormSetValue, useWatch } from 'react-hook-form';
import type { RecipeInput } from '#shared/recipes/recipe-schemas';
import { SortableRow, SortableRows } from '#web/components/ui/sortable-rows';
import { t } from '#web/lib/i18n/t';
import { moveItem } from '../utils/sort-order';
import { AddRowFooter, RemoveRowButton, RowField } from './row-list-parts';

interface InstructionFieldsProps {
  control: Control<RecipeInput>;
  setValue: UseFormSetValue<RecipeInput>;
  errors: FieldErrors<RecipeInput>;
}

/**
 * The numbered steps: add, remove, reorder. Steps are plain strings in the form (the shared
 * schema's shape), so each row's stable key for drag and drop is kept here beside them.
 */
export const InstructionFields = ({ control, setValue, errors }: InstructionFieldsProps) => {
  const steps = useWatch({ control, name: 'instructions' });
  const nextKey = useRef(0);
  const newKey = () => `step-${nextKey.current++}`;
  const [keys, setKeys] = useState<string[]>(() => steps.map(newKey));
  const headingId = useId();
  const listError = errors.instructions?.message ?? errors.instructions?.root?.message;

  const update = (nextSteps: string[], nextKeys: string[]) => {
    setKeys(nextKeys);
    setValue('instructions', nextSteps, { shouldDirty: true });
  };

  return (
    <Stack gap="2" role="group" aria-labelledby={headingId}>
      <Text id={headingId} fontWeight="medium">
        {t('recipes.instructions')}
      </Text>
      {steps.length > 0 && (
        <SortableRows
          ids={keys}
          noun="step"
          onMove={(from, to) => update(moveItem(steps, from, to), moveItem(keys, from, to))}
        >
          {steps.map((step, index) => {
            const number = index + 1;
            const key = keys[index] ?? `step-missing-${index}`;
            const stepError = errors.instructions?.[index]?.message;
            return (
              <SortableRow key={key} id={key} handleLabel={t('recipes.reorderStep', { number })}>
                <HStack align="start" gap="2">
                  <Text
                    aria-hidden="true"
                    fontWeight="semibold"
                    color="gray.600"
                    minW="6"
                    pt="2"
                    textAlign="end"
                  >
                    {number}.
                  </Text>
                  <RowField flex="1" label={t('recipes.stepNumber', { number })} error={stepError}>
                    <Textarea
                      rows={2}
                      autoresize
                      placeholder={t('recipes.describeStep')}
                      value={step}
                      onChange={(event) =>
                        setValue(`instructions.${index}`, event.target.value, { shouldDirty: true })
                      }
                    />
                  </RowField>
                  <RemoveRowButton
                    label={t('recipes.removeStep', { number })}
                    onRemove={() =>
                      update(
                        steps.filter((_, at) => at !== index),
                        keys.filter((_, at) => at !== index),
                      )
                    }
                  />
                </HStack>
              </SortableRow>
            );
          })}
        </SortableRows>
      )}
      <AddRowFooter
        error={listError}
        label={t('recipes.addStep')}
        onAdd={() => update([...steps, ''], [...keys, newKey()])}
      />
    </Stack>
  );
};
