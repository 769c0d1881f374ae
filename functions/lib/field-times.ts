/**
 * Last change wins, field by field, for items edited from several screens and offline queues (the
 * shopping list, the pantry): each item keeps when each of its editable fields last changed.
 */

/**
 * The time an update counts as made: the client's `changedAt` (so a change queued offline keeps the
 * time it was made), but never later than the server's clock, so a phone whose clock runs ahead
 * cannot win every later change. Without `changedAt` (a client that does not send it), now.
 */
export const changeTime = (changedAt: string | undefined, now: Date): string => {
  const made = changedAt === undefined ? Number.NaN : Date.parse(changedAt);
  return new Date(Number.isNaN(made) ? now.getTime() : Math.min(made, now.getTime())).toISOString();
};

/**
 * Of the fields an update gives, those changed after the time stored for that field (or with none
 * stored: an item written before times were kept). A replay of the same update has the same time,
 * so it changes nothing the second time. `timed` false (an update without `changedAt`) applies
 * every field given.
 */
export const newerFieldsAmong = <Field extends string, Changes extends Partial<Record<Field, unknown>>>(
  fields: readonly Field[],
  stored: Partial<Record<Field, string>> | undefined,
  given: Changes,
  time: string,
  timed: boolean,
): { changes: Changes; fieldTimes: Partial<Record<Field, string>> } => {
  const changes = {} as Changes;
  const fieldTimes: Partial<Record<Field, string>> = { ...stored };
  for (const field of fields) {
    if (given[field] === undefined) continue;
    const last = stored?.[field];
    if (timed && last !== undefined && Date.parse(last) >= Date.parse(time)) continue;
    Object.assign(changes, { [field]: given[field] });
    fieldTimes[field] = time;
  }
  return { changes, fieldTimes };
};

/** The fields a list-wide change (a merge, a regeneration) gave new values, stamped with its time. */
export const stampChangedFieldsAmong = <
  Field extends string,
  T extends Record<Field, unknown> & { fieldTimes?: Partial<Record<Field, string>> },
>(
  fields: readonly Field[],
  before: Record<Field, unknown>,
  after: T,
  time: string,
): T => {
  const changed = fields.filter((field) => before[field] !== after[field]);
  if (changed.length === 0) return after;
  return {
    ...after,
    fieldTimes: { ...after.fieldTimes, ...Object.fromEntries(changed.map((field) => [field, time])) },
  };
};
