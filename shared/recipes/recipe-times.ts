/**
 * Prep plus cook time; whichever exists when only one does; null when neither does. The detail
 * page shows it and the list's "at most N minutes" filter reads it, so both agree.
 */
export const totalTime = (prepTime: number | null, cookTime: number | null): number | null =>
  prepTime === null && cookTime === null ? null : (prepTime ?? 0) + (cookTime ?? 0);
