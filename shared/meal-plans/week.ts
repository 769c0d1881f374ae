/**
 * Calendar dates as `yyyy-MM-dd` strings, computed in UTC so that no time zone or daylight-saving
 * change can shift a day. Weeks start on Monday (spec 9).
 */
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

const toUtc = (date: string): Date | undefined => {
  const match = isoDate.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over into March; a real date survives the round trip.
  return value.getUTCFullYear() === year && value.getUTCMonth() === month - 1 && value.getUTCDate() === day
    ? value
    : undefined;
};

const fromUtc = (value: Date): string => value.toISOString().slice(0, 10);

/** Whether the text is a real calendar date in `yyyy-MM-dd` form. */
export const isCalendarDate = (date: string): boolean => toUtc(date) !== undefined;

export const addDays = (date: string, days: number): string => {
  const value = toUtc(date);
  if (!value) throw new RangeError(`Not a calendar date: ${date}`);
  value.setUTCDate(value.getUTCDate() + days);
  return fromUtc(value);
};

/** The Monday of the week that contains the date. */
export const mondayOf = (date: string): string => {
  const value = toUtc(date);
  if (!value) throw new RangeError(`Not a calendar date: ${date}`);
  const daysSinceMonday = (value.getUTCDay() + 6) % 7;
  return addDays(date, -daysSinceMonday);
};

/** The seven dates, Monday to Sunday, of the week that contains the date. */
export const weekOf = (date: string): string[] => {
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, offset) => addDays(monday, offset));
};

/** Today's date where the caller is (the browser passes its own; servers use UTC). */
export const today = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
