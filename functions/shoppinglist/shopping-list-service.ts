import type * as z from 'zod';
import { addDays, mondayOf } from '#shared/meal-plans/week';
import { type PantryStock, toBuy } from '#shared/pantry/coverage';
import {
  type Addition,
  ingredientKey,
  type ListChanges,
  type MergeableLine,
  mergeIntoList,
  mergeKey,
  type NewLine,
  regenerateWeek,
} from '#shared/shopping/merge';
import type {
  addRecipeToListBody,
  clearTickedBody,
  generateListBody,
  restoreItemsBody,
  ShoppingListItem,
  shoppingItemCreateBody,
  shoppingItemUpdateBody,
} from '#shared/shopping/shopping-schemas';
import { type MealPlans, plannedRecipes } from '../data/meal-plans';
import type { Memberships } from '../data/memberships';
import type { Owner } from '../data/owner';
import type { Recipes } from '../data/recipes';
import { itemIdOf, parseItemId, type ShoppingItemRecord, type ShoppingItems } from '../data/shopping-items';
import type { Caller } from '../lib/auth/access-token';
import { ConflictError, InvalidInputError, invalidField, NotFoundError } from '../lib/domain-errors';
import { namesOtherOwner, ownerNamedBy } from '../lib/owner-access';
import { createOwnerListAccess } from '../lib/owner-list-access';
import { createOwnerListChanges } from '../lib/owner-list-changes';
import { defaultSideEffects, type SideEffects } from '../lib/side-effects';
import { itemFields } from './field-times';

const itemNotFound = () => new NotFoundError('errors.shoppingListItemNotFound');

export interface ShoppingListServiceDependencies extends Partial<SideEffects> {
  items: ShoppingItems;
  plans: Pick<MealPlans, 'week'>;
  memberships: Pick<Memberships, 'get'>;
  recipes: Pick<Recipes, 'findMany'>;
  /** What an owner's pantry and "Always have" list hold (issue 27). */
  pantryStockOf: (owner: Owner) => Promise<PantryStock>;
}

/** The response shape, field by field: no keys, revisions or merge bookkeeping. */
export const toShoppingListItem = (record: ShoppingItemRecord): ShoppingListItem => ({
  id: record.id,
  name: record.name,
  amount: record.amount ?? null,
  unit: record.unit ?? null,
  isChecked: record.isChecked,
  source: record.source,
  recipeId: record.recipeId ?? null,
  createdAt: record.createdAt,
  userId: record.ownerType === 'user' ? record.ownerId : null,
  groupId: record.ownerType === 'group' ? record.ownerId : null,
  // Provenance only where it is known: items written before it was stored show none.
  ...(record.recipeName ? { recipeName: record.recipeName } : {}),
  ...(record.plannedDates?.length ? { plannedDates: record.plannedDates } : {}),
});

/** The shopping list's owner rules (see `createOwnerListAccess`), with its own 404s. */
export const shoppingListAccess = (memberships: Pick<Memberships, 'get'>, items: ShoppingItems) =>
  createOwnerListAccess(
    memberships,
    items,
    () => new NotFoundError('errors.shoppingListNotFound'),
    itemNotFound,
  );

/** Where a new line came from (issue 16), stored on it so that listing needs no other reads. */
type Provenance = Pick<ShoppingItemRecord, 'recipeName' | 'plannedDates'>;

/**
 * The plan's ingredients that are not on the list yet (issue 17): a name already on the list, ticked
 * or not, is left out. Lines this week's earlier generation made are not "already there": running it
 * again replaces them, so it still neither doubles them nor misses a change to the plan.
 */
const notOnListYet = (list: MergeableLine[], week: string, ingredients: Addition[]) => {
  const listed = new Set(
    list.filter((line) => line.isChecked || !line.generated?.[week]).map((line) => ingredientKey(line.name)),
  );
  const wanted = ingredients.filter((ingredient) => !listed.has(ingredientKey(ingredient.name)));
  const leftOut = new Set(
    ingredients.map((ingredient) => ingredientKey(ingredient.name)).filter((name) => listed.has(name)),
  );
  return { wanted, leftOut: leftOut.size };
};

/** Alphabetical, ignoring case (spec 2); equal names oldest first. */
const presentList = (records: ShoppingItemRecord[]): ShoppingListItem[] =>
  records
    .map(toShoppingListItem)
    .sort(
      (a, b) =>
        a.name.toLowerCase().localeCompare(b.name.toLowerCase()) ||
        a.createdAt.localeCompare(b.createdAt) ||
        a.id.localeCompare(b.id),
    );

/**
 * Shopping lists of a user or a group. A personal list is its owner's alone, a group's list is its
 * members'; anyone else gets 404, so ids reveal nothing.
 */
export const createShoppingListService = (dependencies: ShoppingListServiceDependencies) => {
  const { items, plans, memberships, recipes, pantryStockOf, now, newId, backoff } = {
    ...defaultSideEffects,
    ...dependencies,
  };
  const { allowedOwner, itemOwner, listFor, deleteItem } = shoppingListAccess(memberships, items);

  /** The owner's pantry, read beside the list unless the caller asked to add everything. */
  const pantryUnlessIgnored = (owner: Owner, body: { ignorePantry?: boolean | undefined }) =>
    body.ignorePantry ? undefined : pantryStockOf(owner);

  const recipeOrNotFound = async (recipeId: string) => {
    const [recipe] = await recipes.findMany([recipeId]);
    if (!recipe) throw new NotFoundError('errors.recipeNotFound');
    return recipe;
  };

  const newRecord = (
    owner: Owner,
    fields: Pick<ShoppingItemRecord, 'name' | 'amount' | 'unit' | 'isChecked' | 'recipeId' | 'generated'> &
      Provenance,
    key = newId(),
  ): ShoppingItemRecord => {
    return {
      id: itemIdOf(owner, key),
      key,
      ...fields,
      source: fields.recipeId ? 'recipe' : 'manual',
      createdAt: now().toISOString(),
      ownerType: owner.type,
      ownerId: owner.id,
      rev: 0,
    };
  };

  const { changeList: changeOwnerList, updateItem } = createOwnerListChanges({
    items,
    fields: itemFields,
    now,
    backoff,
    listChangedMeanwhile: () => new ConflictError('errors.shoppingListChangedMeanwhile'),
    itemChangedMeanwhile: () => new ConflictError('errors.shoppingListItemChangedMeanwhile'),
    itemNotFound,
  });

  /** Applies a list-wide change (see `createOwnerListChanges`): answers the list as written. */
  const changeList = async (
    owner: Owner,
    firstRead: ShoppingItemRecord[],
    plan: (list: ShoppingItemRecord[]) => ListChanges<ShoppingItemRecord>,
    provenance: (line: NewLine) => Provenance = () => ({}),
  ): Promise<ShoppingListItem[]> => {
    const { after } = await changeOwnerList({
      owner,
      firstRead,
      plan,
      toRecord: (line) => newRecord(owner, { ...line, ...provenance(line), isChecked: false }),
    });
    return presentList(after);
  };

  return {
    async list(caller: Caller, owner: Owner) {
      return presentList(await listFor(caller, owner));
    },

    async create(caller: Caller, body: z.output<typeof shoppingItemCreateBody>) {
      const owner = ownerNamedBy(body);
      const recipeId = body.recipeId ?? null;
      const [, recipe] = await Promise.all([
        allowedOwner(caller, owner),
        recipeId ? recipeOrNotFound(recipeId) : undefined,
      ]);
      const record = newRecord(
        owner,
        {
          name: body.name,
          amount: body.amount ?? null,
          unit: body.unit ?? null,
          isChecked: body.isChecked,
          recipeId,
          ...(recipe ? { recipeName: recipe.name } : {}),
        },
        body.clientId,
      );
      if (!body.clientId) {
        await items.create(record);
        return toShoppingListItem(record);
      }
      // The key is the client's: a replay of this create answers the item the first one made.
      if (await items.createOnce(record)) return toShoppingListItem(record);
      const existing = await items.get(owner, record.key);
      if (!existing) throw new ConflictError('errors.shoppingListChangedMeanwhile');
      return toShoppingListItem(existing);
    },

    /**
     * Sets the fields given. With `changedAt`, field by field only where this change is newer than
     * the last one stored (last change wins, and a replay changes nothing); a removed item stays
     * removed (404), whatever arrives late.
     */
    async update(caller: Caller, itemId: string, body: z.output<typeof shoppingItemUpdateBody>) {
      const ref = parseItemId(itemId);
      if (!ref) throw itemNotFound();
      const { owner } = ref;
      const [, firstRead] = await Promise.all([itemOwner(caller, itemId), items.get(owner, ref.key)]);
      if (namesOtherOwner(owner, body) || (body.id && body.id !== itemId))
        throw new InvalidInputError('errors.itemIdOrOwnerChanged');
      const record = await updateItem({
        read: async (attempt) => (attempt === 0 ? firstRead : items.get(owner, ref.key)),
        given: { name: body.name, amount: body.amount, unit: body.unit, isChecked: body.isChecked },
        changedAt: body.changedAt,
        // A change that makes it another ingredient (or another kind of unit) ends its tie to the
        // week that generated it.
        write: (existing, changes, fieldTimes) =>
          items.updateIfUnchanged(
            existing,
            changes,
            fieldTimes,
            mergeKey({ ...existing, ...changes }) === mergeKey(existing),
          ),
      });
      return toShoppingListItem(record);
    },

    delete: deleteItem,

    /**
     * Removes the list's ticked items, each only while it is still ticked (one unticked meanwhile
     * stays); answers the items removed, so they can be put back (Undo).
     */
    async clearTicked(caller: Caller, body: z.output<typeof clearTickedBody>) {
      const owner = ownerNamedBy(body);
      const list = await listFor(caller, owner);
      const ticked = list.filter((record) => record.isChecked);
      const removed = await Promise.all(ticked.map((record) => items.deleteIfTicked(record)));
      return presentList(ticked.filter((_, index) => removed[index]));
    },

    /**
     * Undo of a delete or a clear: the items go back as they were, with their ids, into the one list
     * their ids name. An item that is there again already is left as it is. Answers the list.
     */
    async restore(caller: Caller, body: z.output<typeof restoreItemsBody>) {
      const refs = body.items.map((item) => ({ item, ref: parseItemId(item.id) }));
      const first = refs[0]?.ref;
      if (
        !first ||
        refs.some(({ ref }) => !ref || ref.owner.type !== first.owner.type || ref.owner.id !== first.owner.id)
      )
        throw invalidField('items', 'errors.itemsOtherList');
      const { owner } = first;
      if (body.items.some((item) => namesOtherOwner(owner, item)))
        throw new InvalidInputError('errors.itemIdOrOwnerChanged');
      await allowedOwner(caller, owner);
      await Promise.all(
        refs.map(({ item, ref }) =>
          items.restore({
            id: item.id,
            key: ref?.key ?? '',
            name: item.name,
            amount: item.amount,
            unit: item.unit,
            isChecked: item.isChecked,
            source: item.recipeId ? 'recipe' : 'manual',
            recipeId: item.recipeId,
            createdAt: item.createdAt,
            ownerType: owner.type,
            ownerId: owner.id,
            // Above any revision the item had before its removal (a count of its writes), so the
            // screens that saw it removed take it back: the time of the undo, in milliseconds.
            rev: now().getTime(),
            ...(item.recipeName ? { recipeName: item.recipeName } : {}),
            ...(item.plannedDates?.length ? { plannedDates: item.plannedDates } : {}),
          }),
        ),
      );
      return presentList(await items.list(owner));
    },

    /**
     * A recipe's ingredients (all, or those named), scaled from the recipe's servings to the ones
     * asked for, less what the pantry holds; with how many the pantry held in full.
     */
    async addRecipe(caller: Caller, body: z.output<typeof addRecipeToListBody>) {
      const owner = ownerNamedBy(body);
      const [, recipe, list, pantry] = await Promise.all([
        allowedOwner(caller, owner),
        recipeOrNotFound(body.recipeId),
        items.list(owner),
        pantryUnlessIgnored(owner, body),
      ]);
      const wanted = body.ingredientIds && new Set(body.ingredientIds);
      if (wanted && ![...wanted].every((id) => recipe.ingredients.some((ingredient) => ingredient.id === id)))
        throw invalidField('ingredientIds', 'errors.ingredientIdsNotInRecipe');
      const scale = body.servings && recipe.servings ? body.servings / recipe.servings : 1;
      const additions = recipe.ingredients
        .filter((ingredient) => !wanted || wanted.has(ingredient.id))
        .map((ingredient) => ({
          name: ingredient.name,
          amount: ingredient.amount === null ? null : ingredient.amount * scale,
          unit: ingredient.unit,
          recipeId: recipe.id,
          ingredientId: ingredient.id,
        }));
      const { needed, leftOut, leftOutCount } = pantry
        ? toBuy(pantry, additions)
        : { needed: additions, leftOut: [], leftOutCount: 0 };
      const updated = await changeList(
        owner,
        list,
        (current) => mergeIntoList<ShoppingItemRecord>(current, needed),
        () => ({ recipeName: recipe.name }),
      );
      // The ids let "Add anyway" add just these (with `ignorePantry`), not the shortfall again.
      return {
        list: updated,
        pantryLeftOut: { count: leftOutCount, ingredientIds: leftOut.map((line) => line.ingredientId) },
      };
    },

    /**
     * The ingredients of every recipe planned in the week (once per day it is planned) that are not on
     * the list yet, less what the pantry holds, merged into it; with how many ingredients (by name)
     * were left out as on the list, and how many as in the pantry.
     */
    async generate(caller: Caller, body: z.output<typeof generateListBody>) {
      const owner = ownerNamedBy(body);
      const monday = mondayOf(body.weekStartDate);
      const [, week, list, pantry] = await Promise.all([
        allowedOwner(caller, owner),
        plans.week(owner, monday, addDays(monday, 6)),
        items.list(owner),
        pantryUnlessIgnored(owner, body),
      ]);
      const planned = week.flatMap((plan) => plannedRecipes(plan).map(([recipeId]) => recipeId));
      const found = new Map((await recipes.findMany(planned)).map((recipe) => [recipe.id, recipe]));
      const ingredients = planned.flatMap((recipeId) =>
        (found.get(recipeId)?.ingredients ?? []).map((ingredient) => ({
          name: ingredient.name,
          amount: ingredient.amount,
          unit: ingredient.unit,
          recipeId,
        })),
      );
      // The days each ingredient (by name) was planned on, for the new lines' provenance.
      const days = new Map<string, Set<string>>();
      for (const plan of week)
        for (const [recipeId] of plannedRecipes(plan))
          for (const ingredient of found.get(recipeId)?.ingredients ?? []) {
            const name = ingredientKey(ingredient.name);
            days.set(name, (days.get(name) ?? new Set()).add(plan.date));
          }
      let leftOut = 0;
      let pantryLeftOut = 0;
      const updated = await changeList(
        owner,
        list,
        (current) => {
          const fresh = notOnListYet(current, monday, ingredients);
          leftOut = fresh.leftOut;
          // What is on the list already is left out first: the pantry then covers the rest.
          const { needed, leftOutCount } = pantry
            ? toBuy(pantry, fresh.wanted)
            : { needed: fresh.wanted, leftOutCount: 0 };
          pantryLeftOut = leftOutCount;
          return regenerateWeek(current, monday, needed);
        },
        (line) => ({
          recipeName: line.recipeId ? found.get(line.recipeId)?.name : undefined,
          plannedDates: [...(days.get(ingredientKey(line.name)) ?? [])].sort(),
        }),
      );
      return { list: updated, leftOut, pantryLeftOut };
    },
  };
};
