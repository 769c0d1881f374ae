import { type AisleSettings, completeOrder, type Section } from '#shared/shopping/aisles';
import { nameKey } from '#shared/shopping/merge';
import { aislePrefix } from './list-key-prefixes';
import { type Owner, ownerPartition } from './owner';
import { putPart, type Table } from './table';

/**
 * A household's aisle settings (issue 16) live in its owner's partition beside its shopping items:
 * `AISLE#NAME#<name>` holds the section chosen for items of that name, `AISLE#ORDER` the shop's order
 * of sections. One Query on the `AISLE#` prefix reads them all.
 */
const namePrefix = `${aislePrefix}NAME#`;
const orderKey = `${aislePrefix}ORDER`;

interface NameRecord {
  sk: string;
  name: string;
  section: Section;
}

interface OrderRecord {
  sk: typeof orderKey;
  order: Section[];
}

export const createAisleSettings = (table: Table) => ({
  async get(owner: Owner): Promise<AisleSettings> {
    const records = await table.query<NameRecord | OrderRecord>({
      partition: ownerPartition(owner),
      sortKey: { beginsWith: aislePrefix },
      consistent: true,
    });
    const sections: Record<string, Section> = {};
    let order: Section[] = [];
    for (const record of records) {
      if ('order' in record) order = record.order;
      else sections[record.name] = record.section;
    }
    return { sections, order: completeOrder(order) };
  },

  /** The section of items of that name from now on (the name as its merge key: case and spaces do not count). */
  rememberSection: (owner: Owner, name: string, section: Section) =>
    table.write(
      putPart({
        pk: ownerPartition(owner),
        sk: `${namePrefix}${nameKey(name)}`,
        type: 'AisleSection',
        name: nameKey(name),
        section,
      }),
    ),

  setOrder: (owner: Owner, order: Section[]) =>
    table.write(putPart({ pk: ownerPartition(owner), sk: orderKey, type: 'AisleOrder', order })),
});

export type AisleSettingsStore = ReturnType<typeof createAisleSettings>;
