import * as z from 'zod';
import { calendarDate } from '../meal-plans/meal-plan-schemas';
import {
  changedAt,
  clientId,
  entityId,
  listItemAnswer,
  listOwnerAnswer,
  oneOwner,
  oneOwnerMessage,
  owner,
  shoppingItemFields,
} from '../shopping/shopping-schemas';

/** The most items one pantry holds: a household's whole store cupboard, and a bound on every merge. */
export const maxPantryItems = 500;

/** A pantry item's name, amount and unit follow the shopping item's rules (one form, one set of messages). */
const { name: itemName, amount: itemAmount, unit: itemUnit } = shoppingItemFields.shape;

/** Empty or null means no best-before date; given, a real `YYYY-MM-DD` date. */
const bestBefore = z
  .union([calendarDate, z.literal(''), z.null()], { error: 'errors.dateInvalid' })
  .transform((date) => (date === '' ? null : date));

/** The pantry item dialog's fields: the same rules and messages the server applies. */
export const pantryItemFields = z.object({ name: itemName, amount: itemAmount, unit: itemUnit, bestBefore });
export type PantryItemFieldsInput = z.input<typeof pantryItemFields>;
export type PantryItemFields = z.output<typeof pantryItemFields>;

/** POST /api/pantry: merged into a matching item (same ingredient, convertible units) or a new one. */
export const pantryItemCreateBody = z
  .strictObject({
    name: itemName,
    amount: itemAmount.optional(),
    unit: itemUnit.optional(),
    bestBefore: bestBefore.optional(),
    clientId,
    ...owner,
  })
  .refine(oneOwner, oneOwnerMessage);
export type PantryItemCreateInput = z.input<typeof pantryItemCreateBody>;

/** PUT /api/pantry/{id}: a partial or full item; id and owner cannot change. */
export const pantryItemUpdateBody = z.strictObject({
  id: z.string().min(1).max(200).optional(),
  name: itemName.optional(),
  amount: itemAmount.optional(),
  unit: itemUnit.optional(),
  bestBefore: bestBefore.optional(),
  changedAt,
  ...owner,
});
export type PantryItemUpdateInput = z.input<typeof pantryItemUpdateBody>;

export const pantryItemIdParams = z.strictObject({ id: z.string().min(1).max(200) });
export const pantryUserParams = z.strictObject({ userId: entityId });
export const pantryGroupParams = z.strictObject({ groupId: entityId });

export const pantryItem = z.object({
  ...listItemAnswer,
  bestBefore: z.string().nullable(),
  ...listOwnerAnswer,
});
export type PantryItem = z.infer<typeof pantryItem>;

/** An ingredient's amount, as a recipe or a shopping line gives it. */
const usedLine = z.strictObject({ name: itemName, amount: itemAmount, unit: itemUnit });
export type UsedLine = z.output<typeof usedLine>;

/**
 * POST /api/pantry/use: amounts taken out of the pantry (Done cooking; the Undo of Put away ticked).
 * Each line takes from the item that is the same ingredient in a convertible unit.
 */
export const pantryUseBody = z
  .strictObject({ lines: z.array(usedLine).min(1).max(100), ...owner })
  .refine(oneOwner, oneOwnerMessage);
export type PantryUseInput = z.input<typeof pantryUseBody>;

/** The "Always have" names: what counts as present without being tracked. */
const alwaysHaveNames = z
  .array(itemName)
  .max(50, 'errors.alwaysHaveAtMost50')
  .refine(
    (names) => new Set(names.map((name) => name.toLowerCase())).size === names.length,
    'errors.alwaysHaveTwice',
  );

/** GET /api/pantry/always-have/…: the owner's names; `isDefault` while never edited (the staples then apply). */
export const alwaysHaveList = z.object({ names: z.array(z.string()), isDefault: z.boolean() });
export type AlwaysHaveList = z.infer<typeof alwaysHaveList>;

/** PUT /api/pantry/always-have: the whole list, replacing the default or the last one. */
export const alwaysHaveBody = z
  .strictObject({ names: alwaysHaveNames, ...owner })
  .refine(oneOwner, oneOwnerMessage);
export type AlwaysHaveInput = z.input<typeof alwaysHaveBody>;
