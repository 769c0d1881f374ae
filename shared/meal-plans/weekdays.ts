/** The days of a week by name, Monday first (weeks start on Monday, spec 9). */
export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

const dayMs = 86_400_000;

/** Days since 1970-01-01 of a `yyyy-MM-dd` date, so two dates' distance is a subtraction. */
export const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / dayMs);

/** The weekday of a `yyyy-MM-dd` date. */
export const weekdayOf = (date: string): Weekday =>
  weekdays[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] as Weekday;
