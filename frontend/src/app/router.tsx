import { createBrowserRouter, type LoaderFunctionArgs, Navigate, RouterProvider } from 'react-router';
import { mondayOf, today } from '#shared/meal-plans/week';
import { adminRoles } from '#shared/roles';
import { paths } from '../config/paths';
import { getWeekPlansQueryOptions } from '../features/meal-plans/api/get-week-plans';
import { shownMondayOf } from '../features/meal-plans/utils/shown-week';
import { getRecipeQueryOptions } from '../features/recipes/api/get-recipe';
import { getRecipesQueryOptions } from '../features/recipes/api/get-recipes';
import { listParamsOf, readListView } from '../features/recipes/utils/list-search-params';
import { contextOwner, getActingContext } from '../lib/acting-context';
import { PublicOnly, RequireAuth, RequireRole } from '../lib/auth/guards';
import { getAuthState } from '../lib/auth/session';
import { queryClient } from '../lib/react-query';
import { RootErrorBoundary, RootRoute } from './routes/root';

/** How long the app's first screen waits for its page's main data before it shows without it. */
const firstScreenWaitMs = 1500;
/** The app's router; until its first screen's loaders are done, `state.initialized` is false. */
let appRouter: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * A page's main data is asked for as its route starts, while the page's code still loads, instead
 * of after its first render: the recipe photos (the pages' largest paint) start loading that much
 * sooner. The screen reads the same query from the cache. Only the app's first screen waits for it
 * (a little): nothing is on screen yet, so the page appears whole at once rather than as a loading
 * state repainted a moment later, which on a slow phone is a second long render. Later navigations
 * never wait: the page they open shows its loading state at once.
 */
const prefetch =
  (start: (args: LoaderFunctionArgs, userId: string) => Promise<void>) =>
  async (args: LoaderFunctionArgs): Promise<null> => {
    const auth = getAuthState();
    if (auth.status !== 'signed-in') return null;
    const loaded = start(args, auth.user.id);
    // The first screen's loaders run while the router is being created: it is not there yet.
    if (appRouter?.state.initialized !== true)
      await Promise.race([loaded, new Promise((done) => setTimeout(done, firstScreenWaitMs))]);
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
const prefetchWeekPlans = prefetch(({ request }, userId) =>
  queryClient.prefetchQuery(
    getWeekPlansQueryOptions(
      contextOwner(getActingContext(), userId),
      shownMondayOf(new URL(request.url).searchParams, mondayOf(today())),
    ),
  ),
);

/**
 * Every screen but the shell is its own chunk (`lazy`), so the first load of a page carries
 * only that page's code. Route modules export `Component` (React Router's lazy convention).
 * Created once, at start-up (main.tsx): creating it starts loading the current page.
 */
export const createAppRouter = () => {
  appRouter = createBrowserRouter([
    {
      Component: RootRoute,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: () => null,
      children: [
        {
          Component: PublicOnly,
          children: [
            { path: paths.login.path, lazy: () => import('./routes/auth/login') },
            { path: paths.forgotPassword.path, lazy: () => import('./routes/auth/forgot-password') },
          ],
        },
        // Signed in, an invitation link still opens here: joining its group (the route decides).
        { path: paths.register.path, lazy: () => import('./routes/auth/register') },
        {
          Component: RequireAuth,
          children: [
            { path: paths.home.path, element: <Navigate to={paths.recipes.getHref()} replace /> },
            { path: paths.recipes.path, loader: prefetchRecipes, lazy: () => import('./routes/app/recipes') },
            { path: paths.recipe.path, loader: prefetchRecipe, lazy: () => import('./routes/app/recipe') },
            {
              path: paths.mealPlan.path,
              loader: prefetchWeekPlans,
              lazy: () => import('./routes/app/meal-plan'),
            },
            { path: paths.shoppingList.path, lazy: () => import('./routes/app/shopping-list') },
            { path: paths.pantry.path, lazy: () => import('./routes/app/pantry') },
            { path: paths.myPage.path, lazy: () => import('./routes/app/my-page') },
          ],
        },
        {
          element: <RequireRole roles={adminRoles} />,
          children: [{ path: paths.admin.path, lazy: () => import('./routes/app/admin') }],
        },
        { path: paths.notAuthorized.path, lazy: () => import('./routes/not-authorized') },
        // Open signed in too: a link handed over by an administrator may reach a signed-in browser.
        { path: paths.resetPassword.path, lazy: () => import('./routes/auth/reset-password') },
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
  return appRouter;
};

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

export const AppRouter = ({ router }: { router: AppRouterInstance }) => <RouterProvider router={router} />;
