import { createHandler } from '../lib/http/create-handler';
import { allowedHostsFromEnv, MEGABYTE, safeFetch } from '../lib/safe-fetch';
import { decodePage } from './page-charset';
import { pageReader } from './page-reader';
import { createRecipeImportService } from './recipe-import-service';

// Read at cold start: a malformed entry fails the function at once (see allowedHostsFromEnv).
const allowHosts = allowedHostsFromEnv(process.env.IMPORT_ALLOW_HOSTS);

const service = createRecipeImportService({
  fetchPage: async (url) => {
    const page = await safeFetch(url, {
      accept: 'html',
      maxBytes: 5 * MEGABYTE,
      timeoutMs: 10_000,
      allowHosts,
    });
    return { html: decodePage(page.body, page.contentType), url: page.finalUrl };
  },
  readPage: pageReader(),
});

export const handler = createHandler('imports', {
  importRecipe: ({ body }) => service.read(body),
});
