import { pantryItemPrefix } from './list-key-prefixes';
import { type ListWrite, ownerListItems } from './owner-list-items';
import type { Table } from './table';

/** A stored pantry item (issue 27): the API fields (but the owner as type and id) and the write bookkeeping. */
export interface PantryItemRecord {
  /** `u_<userId>_<key>` or `g_<groupId>_<key>`, like a shopping item's (see owner-list-items.ts). */
  id: string;
  key: string;
  name: string;
  amount: number | null;
  unit: string | null;
  /** `YYYY-MM-DD`, or null when the item has none. */
  bestBefore: string | null;
  ownerType: 'user' | 'group';
  ownerId: string;
  /** Bumped by every write; list-wide changes (merges, put away, done cooking) are conditioned on it. */
  rev: number;
  createdAt: string;
  /** When each editable field last changed (ISO times): a late offline change applies only if newer. */
  fieldTimes?: PantryFieldTimes;
}

export type PantryChanges = Pick<PantryItemRecord, 'name' | 'amount' | 'unit' | 'bestBefore'>;
export type PantryField = keyof PantryChanges;
export type PantryFieldTimes = Partial<Record<PantryField, string>>;
export type PantryWrite = ListWrite<PantryItemRecord>;

/** Pantry items: an owner's pantry under `PANTRY#<key>` in its partition, one Query for the whole pantry. */
export const createPantryItems = (table: Table) =>
  ownerListItems<PantryItemRecord, PantryField>(table, pantryItemPrefix, 'PantryItem');

export type PantryItems = ReturnType<typeof createPantryItems>;
