import { clientLimits } from '../http/client-limits';
import { defineRoutes } from '../http/define-route';
import { importRecipeBody, importRecipeResponse, maxPageBytes } from './import-schemas';

/** Bringing recipes in from elsewhere: one function, with its own timeout and no table writes. */
export const importRoutes = defineRoutes('imports', {
  importRecipe: {
    method: 'POST',
    path: '/api/recipes/import',
    auth: 'user',
    summary:
      'Read a recipe from a web page (fetched by the server, or the page HTML sent as `html`); answers a draft to review, stores nothing. 422 when the page holds no recipe.',
    body: importRecipeBody,
    // The page HTML plus JSON escaping of it.
    maxBodyBytes: maxPageBytes + 1024 * 1024,
    response: importRecipeResponse,
    limits: clientLimits.importRecipe,
  },
});
