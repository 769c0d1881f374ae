import { defineRoutes } from '../http/define-route';
import {
  exportedRecipes,
  importJob,
  importJobParams,
  startedImport,
  startImportBody,
} from './transfer-schemas';

/** Moving in and moving out: a collection of recipes as a file, in and out. */
export const transferRoutes = defineRoutes('transfers', {
  startImport: {
    method: 'POST',
    path: '/api/imports',
    auth: 'user',
    summary:
      'Start importing a file of recipes (Paprika .paprikarecipes, a zip of schema.org recipe.json files, or this app’s export): answers where to PUT the file; it is read after the upload, in the background',
    body: startImportBody,
    response: startedImport,
    status: 201,
  },
  importStatus: {
    method: 'GET',
    path: '/api/imports/{jobId}',
    auth: 'user',
    summary:
      'How an import of the caller’s is going: recipes read, imported, skipped as duplicates, and failures by name',
    params: importJobParams,
    response: importJob,
  },
  exportRecipes: {
    method: 'POST',
    path: '/api/exports',
    auth: 'user',
    summary:
      'Export the caller’s recipes as a zip: one schema.org Recipe JSON-LD file per recipe with its image; answers a short-lived download address',
    response: exportedRecipes,
  },
});
