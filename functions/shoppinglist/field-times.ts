import type { FieldTimes, ItemChanges, ItemField } from '../data/shopping-items';
import { newerFieldsAmong, stampChangedFieldsAmong } from '../lib/field-times';

export { changeTime } from '../lib/field-times';

/** A shopping item's fields edited from screens and offline queues, each with its last change time. */
export const itemFields: readonly ItemField[] = ['name', 'amount', 'unit', 'isChecked'];

/** Last change wins, field by field, over a shopping item's editable fields (see lib/field-times.ts). */
export const newerFields = (
  stored: FieldTimes | undefined,
  given: Partial<ItemChanges>,
  time: string,
  timed: boolean,
): { changes: Partial<ItemChanges>; fieldTimes: FieldTimes } =>
  newerFieldsAmong(itemFields, stored, given, time, timed);

/** The fields a list-wide change (a merge, a regeneration) gave new values, stamped with its time. */
export const stampChangedFields = <T extends ItemChanges & { fieldTimes?: FieldTimes }>(
  before: ItemChanges,
  after: T,
  time: string,
): T => stampChangedFieldsAmong(itemFields, before, after, time);
