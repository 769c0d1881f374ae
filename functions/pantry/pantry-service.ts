import type * as z from 'zod';
import { defaultStaples } from '#shared/pantry/always-have';
import {
  mergeIntoPantry,
  type PantryChanges,
  pantryItemFor,
  type Stocked,
  takeOutOfPantry,
} from '#shared/pantry/pantry-merge';
import {
  type AlwaysHaveList,
  type alwaysHaveBody,
  maxPantryItems,
  type PantryItem,
  type pantryItemCreateBody,
  type pantryItemUpdateBody,
  type pantryUseBody,
} from '#shared/pantry/pantry-schemas';
import type { AlwaysHaveStore } from '../data/always-have';
import type { Memberships } from '../data/memberships';
import type { Owner } from '../data/owner';
import { itemIdOf } from '../data/owner-list-items';
import type { PantryField, PantryItemRecord, PantryItems } from '../data/pantry-items';
import type { Caller } from '../lib/auth/access-token';
import { ConflictError, InvalidInputError, NotFoundError } from '../lib/domain-errors';
import { namesOtherOwner, ownerNamedBy } from '../lib/owner-access';
import { createOwnerListAccess } from '../lib/owner-list-access';
import { createOwnerListChanges } from '../lib/owner-list-changes';
import { defaultSideEffects, type SideEffects } from '../lib/side-effects';

const pantryFields: readonly PantryField[] = ['name', 'amount', 'unit', 'bestBefore'];
/** How many replayable offline adds an item remembers (see `mergedClientIds`). */
const rememberedClientIds = 20;

const itemNotFound = () => new NotFoundError('errors.pantryItemNotFound');
const changedMeanwhile = () => new ConflictError('errors.pantryChangedMeanwhile');
const pantryFull = () => new ConflictError('errors.pantryFull', { max: String(maxPantryItems) });

export interface PantryServiceDependencies extends Partial<SideEffects> {
  items: PantryItems;
  alwaysHave: AlwaysHaveStore;
  memberships: Pick<Memberships, 'get'>;
}

/** The response shape, field by field: no keys, revisions or bookkeeping. */
export const toPantryItem = (record: PantryItemRecord): PantryItem => ({
  id: record.id,
  name: record.name,
  amount: record.amount ?? null,
  unit: record.unit ?? null,
  bestBefore: record.bestBefore ?? null,
  userId: record.ownerType === 'user' ? record.ownerId : null,
  groupId: record.ownerType === 'group' ? record.ownerId : null,
});

/** By name, ignoring case; equal names oldest first. */
export const presentPantry = (records: PantryItemRecord[]): PantryItem[] =>
  [...records]
    .sort(
      (a, b) =>
        a.name.toLowerCase().localeCompare(b.name.toLowerCase()) ||
        a.createdAt.localeCompare(b.createdAt) ||
        a.id.localeCompare(b.id),
    )
    .map(toPantryItem);

const alwaysHaveListOf = (names: string[] | null): AlwaysHaveList =>
  names === null ? { names: [...defaultStaples], isDefault: true } : { names, isDefault: false };

/**
 * Pantries of a user or a group (issue 27), with the shopping list's owner rules: a personal pantry
 * is its owner's alone, a group's is its members'; anyone else gets 404, so ids reveal nothing.
 */
export const createPantryService = (dependencies: PantryServiceDependencies) => {
  const { items, alwaysHave, memberships, now, newId, backoff } = { ...defaultSideEffects, ...dependencies };
  const { allowedOwner, itemOwner, listFor, deleteItem } = createOwnerListAccess(
    memberships,
    items,
    () => new NotFoundError('errors.pantryNotFound'),
    itemNotFound,
  );

  const newRecord = (
    owner: Owner,
    fields: Pick<PantryItemRecord, 'name' | 'amount' | 'unit' | 'bestBefore'>,
    key = newId(),
  ): PantryItemRecord => ({
    id: itemIdOf(owner, key),
    key,
    ...fields,
    ownerType: owner.type,
    ownerId: owner.id,
    rev: 0,
    createdAt: now().toISOString(),
  });

  const { changeList, updateItem } = createOwnerListChanges({
    items,
    fields: pantryFields,
    now,
    backoff,
    listChangedMeanwhile: changedMeanwhile,
    itemChangedMeanwhile: () => new ConflictError('errors.pantryItemChangedMeanwhile'),
    itemNotFound,
  });

  /** Applies a pantry-wide change (see `changeList`): answers the records written and the pantry after. */
  const changePantry = (
    owner: Owner,
    firstRead: PantryItemRecord[] | undefined,
    plan: (pantry: PantryItemRecord[]) => PantryChanges<PantryItemRecord>,
    newKey?: string,
  ) =>
    changeList({
      owner,
      firstRead,
      plan,
      toRecord: (line) =>
        newRecord(
          owner,
          { name: line.name, amount: line.amount, unit: line.unit, bestBefore: line.bestBefore },
          newKey,
        ),
      checkSize: (size) => {
        if (size > maxPantryItems) throw pantryFull();
      },
    });

  return {
    async list(caller: Caller, owner: Owner) {
      return presentPantry(await listFor(caller, owner));
    },

    /**
     * Adds to the pantry, merged into the item that is the same ingredient in a convertible unit.
     * With a `clientId` (an offline add) a replay answers the item the first one made or merged into.
     */
    async create(caller: Caller, body: z.output<typeof pantryItemCreateBody>) {
      const owner = ownerNamedBy(body);
      const pantry = await listFor(caller, owner);
      const { clientId } = body;
      const replayOf = (records: PantryItemRecord[]) =>
        clientId
          ? records.find((record) => record.key === clientId || record.mergedClientIds?.includes(clientId))
          : undefined;
      const replayed = replayOf(pantry);
      if (replayed) return toPantryItem(replayed);
      const addition: Stocked = {
        name: body.name,
        amount: body.amount ?? null,
        unit: body.unit ?? null,
        bestBefore: body.bestBefore ?? null,
      };
      const { written, after } = await changePantry(
        owner,
        pantry,
        (current) => {
          // A replay sent side by side with the first (two tabs, a retry after a timeout) finds it
          // here, on the retry after the first one's write: it changes nothing.
          if (replayOf(current)) return { updated: [], added: [], removed: [] };
          const merged = mergeIntoPantry(current, [addition]);
          if (!clientId) return merged;
          return {
            ...merged,
            updated: merged.updated.map((record) => ({
              ...record,
              mergedClientIds: [...(record.mergedClientIds ?? []), clientId].slice(-rememberedClientIds),
            })),
          };
        },
        clientId,
      );
      // An add that changes nothing (no amount to an item without one) answers the item it joined.
      const record = written[0] ?? replayOf(after) ?? pantryItemFor(after, addition);
      if (!record) throw changedMeanwhile();
      return toPantryItem(record);
    },

    /**
     * Sets the fields given. With `changedAt`, field by field only where this change is newer than
     * the last one stored (last change wins, and a replay changes nothing); a removed item stays removed.
     */
    async update(caller: Caller, itemId: string, body: z.output<typeof pantryItemUpdateBody>) {
      const { owner, key } = await itemOwner(caller, itemId);
      if (namesOtherOwner(owner, body) || (body.id && body.id !== itemId))
        throw new InvalidInputError('errors.itemIdOrOwnerChanged');
      const record = await updateItem({
        read: () => items.get(owner, key),
        given: { name: body.name, amount: body.amount, unit: body.unit, bestBefore: body.bestBefore },
        changedAt: body.changedAt,
        write: (existing, changes, fieldTimes) => items.updateIfUnchanged(existing, changes, fieldTimes),
      });
      return toPantryItem(record);
    },

    delete: deleteItem,

    /** Takes the lines' amounts out of the pantry (never below zero; what is used up goes); answers the pantry. */
    async use(caller: Caller, body: z.output<typeof pantryUseBody>) {
      const owner = ownerNamedBy(body);
      const pantry = await listFor(caller, owner);
      const { after } = await changePantry(owner, pantry, (current) => takeOutOfPantry(current, body.lines));
      return presentPantry(after);
    },

    /** Merges lines into an owner's pantry the caller was already allowed to act for (Put away ticked). */
    stock: (owner: Owner, lines: Stocked[]) =>
      changePantry(owner, undefined, (current) => mergeIntoPantry(current, lines)),

    async alwaysHave(caller: Caller, owner: Owner) {
      const [, names] = await Promise.all([allowedOwner(caller, owner), alwaysHave.get(owner)]);
      return alwaysHaveListOf(names);
    },

    async setAlwaysHave(caller: Caller, body: z.output<typeof alwaysHaveBody>) {
      const owner = ownerNamedBy(body);
      await allowedOwner(caller, owner);
      await alwaysHave.set(owner, body.names, now().toISOString());
      return alwaysHaveListOf(body.names);
    },
  };
};

export type PantryService = ReturnType<typeof createPantryService>;
