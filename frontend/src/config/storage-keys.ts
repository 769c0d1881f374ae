import { sessionStorageKeys } from '#shared/early-refresh';
import { languageStorageKey } from '#shared/language-preload-script';

/**
 * localStorage keys. The spec keeps the auth token under a key containing `w4dAuthToken` and the
 * refresh token beside it; this app no longer stores either (docs/decisions.md, "Sessions end
 * everywhere"), and reads those two keys only to move an earlier version's session into a cookie.
 */
export const storageKeys = {
  token: 'w4dAuthToken',
  // Also read by index.html's inline session script, hence declared with it.
  refreshToken: sessionStorageKeys.legacyRefreshToken,
  user: sessionStorageKeys.user,
  /** The API reads each page made first, started early on its next load (lib/early-reads.ts). */
  firstReads: sessionStorageKeys.firstReads,
  /** The image each page painted largest, preloaded on its next load (lib/early-reads.ts). */
  largestImages: sessionStorageKeys.largestImages,
  actingContext: 'w4dActingContext',
  /** The meal plan's calendar/list choice, kept between visits. */
  mealPlanView: 'w4dMealPlanView',
  /** How amounts are shown (as written, metric or US), kept between recipes and visits. */
  unitSystem: 'w4dUnitSystem',
  /**
   * The language chosen on this device (lib/i18n/language.ts); absent: the browser's. Also read by
   * index.html's inline language preloader, hence declared with it.
   */
  language: languageStorageKey,
} as const;
