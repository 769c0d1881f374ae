import { alwaysHavePrefix } from './list-key-prefixes';
import { type Owner, ownerPartition } from './owner';
import { putPart, type Table } from './table';

/** One item per owner beside its pantry; absent until the owner first edits the list. */
const alwaysHaveKey = (owner: Owner) => ({ pk: ownerPartition(owner), sk: `${alwaysHavePrefix}HAVE` });

interface AlwaysHaveRecord {
  names: string[];
  updatedAt: string;
}

/** An owner's "Always have" names: what counts as present without being tracked (issue 27). */
export const createAlwaysHave = (table: Table) => ({
  /** The owner's names, or null while never edited: the default (shared/pantry/always-have.ts) then applies. */
  async get(owner: Owner): Promise<string[] | null> {
    const record = await table.get<AlwaysHaveRecord>(alwaysHaveKey(owner), { consistent: true });
    return record?.names ?? null;
  },

  set: (owner: Owner, names: string[], updatedAt = new Date().toISOString()) =>
    table.write(putPart({ ...alwaysHaveKey(owner), type: 'AlwaysHave', names, updatedAt })),
});

export type AlwaysHaveStore = ReturnType<typeof createAlwaysHave>;
