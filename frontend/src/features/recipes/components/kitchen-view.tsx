import { Field, HStack, IconButton, Input } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type UnitSystem, unitSystems } from '#shared/recipes/kitchen-quantity';
import type { Recipe } from '#shared/recipes/recipe-schemas';
import { storageKeys } from '#web/config/storage-keys';
import { t } from '#web/lib/i18n/t';
import { type Amounted, localQuantity } from '../utils/local-quantity';
import { ChoiceSelect } from './choice-select';

const maxServings = 100;
/** The units choice; each label is a catalogue key, for `t()` at render. */
const unitChoices: readonly { value: UnitSystem; label: string }[] = [
  { value: 'as-written', label: 'cook.unitsAsWritten' },
  { value: 'metric', label: 'cook.unitsMetric' },
  { value: 'us', label: 'cook.unitsUs' },
];

const isUnitSystem = (value: string | null): value is UnitSystem => unitSystems.includes(value as UnitSystem);

const storedUnitSystem = (): UnitSystem => {
  const stored = localStorage.getItem(storageKeys.unitSystem);
  return isUnitSystem(stored) ? stored : 'as-written';
};

/**
 * The servings and units a recipe is shown in. They live in the address (`?servings=6&units=metric`),
 * so Cook opens with the same choice and a reload keeps it; the units choice is also remembered
 * for the next recipe. A recipe without servings scales from 1.
 */
export const useKitchenView = (recipe: Pick<Recipe, 'servings'>) => {
  const [params, setParams] = useSearchParams();
  const baseServings = recipe.servings ?? 1;
  const asked = Number(params.get('servings'));
  const servings = Number.isInteger(asked) && asked >= 1 && asked <= maxServings ? asked : baseServings;
  const units = isUnitSystem(params.get('units')) ? (params.get('units') as UnitSystem) : storedUnitSystem();
  const update = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const scale = servings / baseServings;
  return {
    servings,
    units,
    setServings: (next: number) =>
      update('servings', String(Math.min(maxServings, Math.max(1, Math.round(next) || 1)))),
    setUnits: (next: UnitSystem) => {
      localStorage.setItem(storageKeys.unitSystem, next);
      update('units', next);
    },
    /** "1½ cups" at the servings and in the units chosen; '' for "salt to taste". */
    quantityOf: (ingredient: Amounted) => localQuantity(ingredient, scale, units),
    /** The same choice for another screen's address (cook mode). */
    search: `?${new URLSearchParams({ servings: String(servings), units })}`,
  };
};

export type KitchenView = ReturnType<typeof useKitchenView>;

/** The "Servings" field (with − and + for a floury thumb) and the "Units" choice. */
export const KitchenControls = ({ view }: { view: KitchenView }) => {
  const unitsId = useId();
  // What is typed, while it is typed: the field may be emptied on the way to another number.
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <HStack gap="4" wrap="wrap" align="flex-end">
      <Field.Root w="auto">
        <Field.Label>{t('cook.servings')}</Field.Label>
        <HStack gap="1">
          <IconButton
            aria-label={t('cook.fewerServings')}
            variant="outline"
            size="sm"
            disabled={view.servings <= 1}
            onClick={() => view.setServings(view.servings - 1)}
          >
            −
          </IconButton>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={maxServings}
            w="16"
            size="sm"
            bg="white"
            textAlign="center"
            value={typed ?? String(view.servings)}
            onChange={(event) => {
              setTyped(event.target.value);
              if (event.target.value !== '') view.setServings(Number(event.target.value));
            }}
            onBlur={() => setTyped(null)}
          />
          <IconButton
            aria-label={t('cook.moreServings')}
            variant="outline"
            size="sm"
            disabled={view.servings >= maxServings}
            onClick={() => view.setServings(view.servings + 1)}
          >
            +
          </IconButton>
        </HStack>
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label htmlFor={unitsId}>{t('cook.units')}</Field.Label>
        <ChoiceSelect
          id={unitsId}
          size="sm"
          w="auto"
          value={view.units}
          options={unitChoices.map(({ value, label }) => ({ value, label: t(label) }))}
          onChange={(next) => next && view.setUnits(next)}
        />
      </Field.Root>
    </HStack>
  );
};
