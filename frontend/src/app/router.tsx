import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { adminRoles } from '../../../shared/roles';
import { paths } from '../config/paths';
import { PublicOnly, RequireAuth, RequireRole } from '../lib/auth/guards';
import { RootErrorBoundary, RootRoute } from './routes/root';

/**
 * Every screen but the shell is its own chunk (`lazy`), so the first load of a page carries
 * only that page's code. Route modules export `Component` (React Router's lazy convention).
 */
export const router = createBrowserRouter([
  {
    Component: RootRoute,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: () => null,
    children: [
      {
        Component: PublicOnly,
        children: [
          { path: paths.login.path, lazy: () => import('./routes/auth/login') },
          { path: paths.register.path, lazy: () => import('./routes/auth/register') },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          { path: paths.home.path, element: <Navigate to={paths.recipes.getHref()} replace /> },
          { path: paths.recipes.path, lazy: () => import('./routes/app/recipes') },
          { path: paths.recipe.path, lazy: () => import('./routes/app/recipe') },
          { path: paths.mealPlan.path, lazy: () => import('./routes/app/meal-plan') },
          { path: paths.shoppingList.path, lazy: () => import('./routes/app/shopping-list') },
          { path: paths.myPage.path, lazy: () => import('./routes/app/my-page') },
        ],
      },
      {
        element: <RequireRole roles={adminRoles} />,
        children: [{ path: paths.admin.path, lazy: () => import('./routes/app/admin') }],
      },
      { path: paths.notAuthorized.path, lazy: () => import('./routes/not-authorized') },
      { path: paths.privacyPolicy.path, lazy: () => import('./routes/legal/privacy-policy') },
      { path: paths.termsOfService.path, lazy: () => import('./routes/legal/terms-of-service') },
      { path: paths.contact.path, lazy: () => import('./routes/legal/contact') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);

export const AppRouter = () => <RouterProvider router={router} />;
