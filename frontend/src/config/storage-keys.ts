/** localStorage keys. The spec asks for the auth token under a key containing `w4dAuthToken`. */
export const storageKeys = {
  token: 'w4dAuthToken',
  refreshToken: 'w4dRefreshToken',
  user: 'w4dUser',
  actingContext: 'w4dActingContext',
  /** The meal plan's calendar/list choice, kept between visits. */
  mealPlanView: 'w4dMealPlanView',
  /** How amounts are shown (as written, metric or US), kept between recipes and visits. */
  unitSystem: 'w4dUnitSystem',
} as const;
