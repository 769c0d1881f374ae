import type { RecipeDraft } from '#shared/imports/import-schemas';
import { UnprocessableError } from '../lib/domain-errors';
import { logger } from '../lib/logger';
import { type PageReader, PageReadTimeoutError } from './page-reader';

export interface FetchedPage {
  html: string;
  /** The address that answered, after redirects. */
  url: string;
}

export interface RecipeImportDependencies {
  /** Fetches a page a user named; refusals (private addresses, wrong types) are FetchRefusedErrors, answered 400. */
  fetchPage: (url: string) => Promise<FetchedPage>;
  /** Reads the recipe on a page; a page past its deadline is a PageReadTimeoutError. */
  readPage: PageReader;
}

/** Reads a recipe from a web page, fetched here or sent by the browser; nothing is stored. */
export const createRecipeImportService = ({ fetchPage, readPage }: RecipeImportDependencies) => ({
  async read(body: { url: string; html?: string }): Promise<{ draft: RecipeDraft }> {
    const page = body.html === undefined ? await fetchPage(body.url) : { html: body.html, url: body.url };
    const draft = await readPage(page.html, page.url).catch((error: unknown) => {
      // A page too slow to read is one the reader cannot use, as is a page without a recipe.
      if (error instanceof PageReadTimeoutError) throw new UnprocessableError('errors.pageReadTooSlow');
      // A page the reader fails on is the reader's fault, logged to be fixed; the caller, who sent
      // a page, is told what it can act on: no recipe was read from it.
      logger.error('The import reader failed on a page', { url: page.url, error });
      throw new UnprocessableError('errors.noRecipeFound');
    });
    if (!draft) throw new UnprocessableError('errors.noRecipeFound');
    return { draft };
  },
});
