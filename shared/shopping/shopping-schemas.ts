import * as z from 'zod';
import { calendarDate } from '../meal-plans/meal-plan-schemas';
import { visibleText } from '../visible-text';
import { sections } from './aisles';

export const itemSources = ['manual', 'recipe'] as const;

/** Spec 5 (Shopping item), shared by the form and the server. */
const itemName = visibleText('errors.itemNameInvisible', 'errors.itemNameRequired')
  .trim()
  .min(1, 'errors.itemNameRequired')
  .max(100, 'errors.itemNameAtMost100Characters');

/** Empty or null means no amount; given, at least 0.1. */
const itemAmount = z
  .union([z.number(), z.literal(''), z.null()], { error: 'errors.amountGreaterThan0' })
  .transform((amount) => (amount === '' ? null : amount))
  .refine((amount) => amount === null || amount >= 0.1, 'errors.amountGreaterThan0')
  .refine((amount) => amount === null || amount <= 100_000, 'errors.amountAtMost100000');

/** Empty or null means no unit; a unit of only spaces is not one. */
const itemUnit = z
  .union([z.string(), z.null()], { error: 'errors.unitRequired' })
  .transform((unit) => (unit === '' || unit === null ? null : unit.trim()))
  .refine((unit) => unit === null || unit.length > 0, 'errors.unitRequired')
  .refine((unit) => unit === null || unit.length <= 30, 'errors.unitAtMost30Characters');

/** The item dialog's fields (spec 5): the same rules and messages the server applies. */
export const shoppingItemFields = z.object({ name: itemName, amount: itemAmount, unit: itemUnit });

export type ShoppingItemFieldsInput = z.input<typeof shoppingItemFields>;
export type ShoppingItemFields = z.output<typeof shoppingItemFields>;

export const entityId = z.string().min(1).max(64);

/**
 * Offline changes (issue 16): a create may carry the item's key, made by the client, so replaying
 * it answers the item made the first time instead of a second one; an update may carry the time it
 * was made, so the last change to each field wins even when changes arrive late or twice.
 */
export const clientId = z.uuid('clientId must be a UUID').optional();
export const changedAt = z.iso.datetime({ offset: true, error: 'errors.changedAtInvalid' }).optional();
export const ownerId = entityId.nullable().optional();

/** The acting context: exactly one of userId and groupId. */
export const owner = { userId: ownerId, groupId: ownerId };
export const oneOwner = (body: { userId?: string | null; groupId?: string | null }) =>
  Boolean(body.userId) !== Boolean(body.groupId);
export const oneOwnerMessage = { message: 'errors.userIdOrGroupId' };

/**
 * POST /api/shoppinglistitem: the spec's payload. The server sets source (from recipeId), createdAt
 * and the owner fields; `source` and `createdAt` are accepted and ignored.
 */
export const shoppingItemCreateBody = z
  .strictObject({
    name: itemName,
    amount: itemAmount.optional(),
    unit: itemUnit.optional(),
    isChecked: z.boolean().default(false),
    source: z.enum(itemSources).nullable().optional(),
    recipeId: entityId.nullable().optional(),
    createdAt: z.string().max(40).nullable().optional(),
    clientId,
    ...owner,
  })
  .refine(oneOwner, oneOwnerMessage);

/**
 * PUT /api/shoppinglistitem/{id}: a partial or full item. `source`, `recipeId` and `createdAt` are
 * accepted (the client sends the item back whole) and ignored; id and owner cannot change.
 */
export const shoppingItemUpdateBody = z.strictObject({
  id: z.string().min(1).max(200).optional(),
  name: itemName.optional(),
  amount: itemAmount.optional(),
  unit: itemUnit.optional(),
  isChecked: z.boolean().optional(),
  source: z.enum(itemSources).nullable().optional(),
  recipeId: entityId.nullable().optional(),
  createdAt: z.string().max(40).nullable().optional(),
  changedAt,
  ...owner,
});

/** POST /api/shoppinglistitem/from-recipe: a recipe's ingredients (all unless listed), scaled to servings. */
/**
 * Adding a recipe or a week leaves out what the owner's pantry and "Always have" list already hold
 * (issue 27); `ignorePantry: true` adds everything, as before.
 */
const pantryChoice = {
  ignorePantry: z
    .boolean({ error: 'errors.ignorePantryTrueFalse' })
    .optional()
    .describe('true: add every ingredient, also those the pantry already holds'),
};

export const addRecipeToListBody = z
  .strictObject({
    recipeId: entityId,
    servings: z
      .number({ error: 'errors.mustServeAtLeast1Person' })
      .int('Must be a whole number')
      .min(1, 'errors.mustServeAtLeast1Person')
      .max(10_000)
      .nullable()
      .optional(),
    ingredientIds: z.array(entityId).max(100).optional(),
    ...pantryChoice,
    ...owner,
  })
  .refine(oneOwner, oneOwnerMessage);

/** POST /api/shoppinglistitem/generate: the ingredients of the week's plans (any date of the week). */
export const generateListBody = z
  .strictObject({ weekStartDate: calendarDate, ...pantryChoice, ...owner })
  .refine(oneOwner, oneOwnerMessage);

export const shoppingItemIdParams = z.strictObject({ id: z.string().min(1).max(200) });
export const shoppingListUserParams = z.strictObject({ userId: entityId });
export const shoppingListGroupParams = z.strictObject({ groupId: entityId });

/** Where an item came from, stored when it is written (issue 16); absent on items written before. */
export const itemProvenance = {
  /** The recipe's name when the item was added from it (so the list needs no recipe reads). */
  recipeName: z.string().max(200).optional(),
  /** The planned days (yyyy-MM-dd) whose recipes a generation took the item from. */
  plannedDates: z.array(calendarDate).max(31).optional(),
};

/** What an item of an owner's list (the shopping list, the pantry) answers first: its id, name and amount. */
export const listItemAnswer = {
  id: z.string(),
  name: z.string(),
  amount: z.number().nullable(),
  unit: z.string().nullable(),
};

/** Whose list an item is on, in an answer: the user's id or the group's, the other null. */
export const listOwnerAnswer = { userId: z.string().nullable(), groupId: z.string().nullable() };

export const shoppingListItem = z.object({
  ...listItemAnswer,
  isChecked: z.boolean(),
  source: z.enum(itemSources),
  recipeId: z.string().nullable(),
  createdAt: z.string(),
  ...listOwnerAnswer,
  ...itemProvenance,
});

export type ShoppingListItem = z.infer<typeof shoppingListItem>;
export type ShoppingItemCreateInput = z.input<typeof shoppingItemCreateBody>;

/** POST /api/shoppinglistitem/clear-ticked: the list whose ticked items go. */
export const clearTickedBody = z.strictObject({ ...owner }).refine(oneOwner, oneOwnerMessage);

/**
 * POST /api/shoppinglistitem/restore: items just deleted or cleared, put back as they were (Undo).
 * Each keeps its id (which names its list), so a restore can only go where the item was.
 */
export const restoreItemsBody = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(200),
        name: itemName,
        amount: itemAmount,
        unit: itemUnit,
        isChecked: z.boolean(),
        source: z.enum(itemSources),
        recipeId: entityId.nullable(),
        createdAt: z.iso.datetime(),
        userId: ownerId,
        groupId: ownerId,
        ...itemProvenance,
      }),
    )
    .min(1)
    .max(100),
});

const section = z.enum(sections, { error: 'errors.sectionInvalid' });

/** A household's aisle settings: its sections by item name (lower case) and its shop's order of sections. */
export const aisleSettings = z.object({
  sections: z.record(z.string(), section),
  order: z.array(section),
});

/** PUT /api/shoppinglistitem/aisles/section: the section an item of that name is in from now on. */
export const rememberSectionBody = z
  .strictObject({ name: itemName, section, ...owner })
  .refine(oneOwner, oneOwnerMessage);

/** PUT /api/shoppinglistitem/aisles/order: the shop's order of sections, each once. */
export const sectionOrderBody = z
  .strictObject({
    order: z
      .array(section)
      .length(sections.length, 'errors.everySectionOnce')
      .refine((order) => new Set(order).size === order.length, 'errors.everySectionOnce'),
    ...owner,
  })
  .refine(oneOwner, oneOwnerMessage);
