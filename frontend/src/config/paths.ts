/** Every screen's route, declared once: the router uses `path`, links use `getHref`. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  /** A way back in (issue 25): ask for a reset link by mail, then set a new password with it. */
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  recipes: { path: '/recipes', getHref: () => '/recipes' },
  recipe: { path: '/recipes/:id', getHref: (id: string) => `/recipes/${encodeURIComponent(id)}` },
  /** Cook mode: a recipe's steps one at a time, full screen. */
  cook: { path: '/recipes/:id/cook', getHref: (id: string) => `/recipes/${encodeURIComponent(id)}/cook` },
  mealPlan: { path: '/meal-plan', getHref: () => '/meal-plan' },
  shoppingList: { path: '/shopping-list', getHref: () => '/shopping-list' },
  pantry: { path: '/pantry', getHref: () => '/pantry' },
  myPage: { path: '/my-page', getHref: () => '/my-page' },
  admin: { path: '/admin', getHref: () => '/admin' },
  notAuthorized: { path: '/not-authorized', getHref: () => '/not-authorized' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  termsOfService: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  contact: { path: '/contact', getHref: () => '/contact' },
} as const;
