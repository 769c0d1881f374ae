import { createBrowserRouter, type LoaderFunctionArgs, Navigate, RouterProvider } from 'react-router';
import { adminRoles } from '#shared/roles';
import { paths } from '../config/paths';
import { getRecipeQueryOptions } from '../features/recipes/api/get-recipe';
import { getRecipesQueryOptions } from '../features/recipes/api/get-recipes';
import { listParamsOf, readListView } from '../features/recipes/utils/list-search-params';
import { PublicOnly, RequireAuth, RequireRole } from '../lib/auth/guards';
import { getAuthState } from '../lib/auth/session';
import { queryClient } from '../lib/react-query';
import { RootErrorBoundary, RootRoute } from './routes/root';

/**
 * A page's main data is asked for as its route starts, while the page's code still loads, instead
 * of after its first render: the recipe photos (the pages' largest paint) start loading that much
 * sooner. Nothing waits for it; the screen reads the same query from the cache.
 */
const prefetch =
  (start: (args: LoaderFunctionArgs, userId: string) => Promise<void>) =>
  (args: LoaderFunctionArgs): null => {
    const auth = getAuthState();
    if (auth.status === 'signed-in') void start(args, auth.user.id);
    return null;
  };

const prefetchRecipes = prefetch(({ request }, userId) =>
  queryClient.prefetchQuery(
    getRecipesQueryOptions(listParamsOf(readListView(new URL(request.url).searchParams), userId)),
  ),
);
const prefetchRecipe = prefetch(({ params }) =>
  queryClient.prefetchQuery(getRecipeQueryOptions(params.id ?? '')),
);

/**
 * Every screen but the shell is its own chunk (`lazy`), so the first load of a page carries
 * only that page's code. Route modules export `Component` (React Router's lazy convention).
 * Created once, at start-up (main.tsx): creating it starts loading the current page.
 */
export const createAppRouter = () =>
  createBrowserRouter([
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
            { path: paths.recipes.path, loader: prefetchRecipes, lazy: () => import('./routes/app/recipes') },
            { path: paths.recipe.path, loader: prefetchRecipe, lazy: () => import('./routes/app/recipe') },
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
    {
      // Cook mode fills the screen: no header or footer around it.
      Component: RequireAuth,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: () => null,
      children: [{ path: paths.cook.path, loader: prefetchRecipe, lazy: () => import('./routes/app/cook') }],
    },
  ]);

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

export const AppRouter = ({ router }: { router: AppRouterInstance }) => <RouterProvider router={router} />;
