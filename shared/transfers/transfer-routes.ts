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
      'Start importing a file of recipes (Paprika .paprikarecipes, a zip of schema.org recipe.json files, or this app’s export): answers where to PUT the file, a signed address that takes exactly the declared size within 20 minutes; it is read after the upload, in the background. One unfinished import per user (409 while another waits for its file or runs; a file that never comes expires after 30 minutes) and 20 a day (429)',
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
