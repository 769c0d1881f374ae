/** A screen whose address has no parameters: its link is its route. */
const fixed = <Path extends string>(path: Path) => ({ path, getHref: () => path });

/** Every screen's route, declared once: the router uses `path`, links use `getHref`. */
export const paths = {
  home: fixed('/'),
  login: fixed('/login'),
  register: fixed('/register'),
  /** A way back in (issue 25): ask for a reset link by mail, then set a new password with it. */
  forgotPassword: fixed('/forgot-password'),
  resetPassword: fixed('/reset-password'),
  recipes: fixed('/recipes'),
  recipe: { path: '/recipes/:id', getHref: (id: string) => `/recipes/${encodeURIComponent(id)}` },
  /** Cook mode: a recipe's steps one at a time, full screen. */
  cook: { path: '/recipes/:id/cook', getHref: (id: string) => `/recipes/${encodeURIComponent(id)}/cook` },
  mealPlan: fixed('/meal-plan'),
  shoppingList: fixed('/shopping-list'),
  pantry: fixed('/pantry'),
  myPage: fixed('/my-page'),
  admin: fixed('/admin'),
  notAuthorized: fixed('/not-authorized'),
  privacyPolicy: fixed('/privacy-policy'),
  termsOfService: fixed('/terms-of-service'),
  contact: fixed('/contact'),
} as const;
