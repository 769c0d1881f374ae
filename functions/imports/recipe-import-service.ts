import { noRecipeFoundMessage, type RecipeDraft } from '#shared/imports/import-schemas';
import { UnprocessableError } from '../lib/domain-errors';
import { readRecipe } from './recipe-reader';

export interface FetchedPage {
  html: string;
  /** The address that answered, after redirects. */
  url: string;
}

export interface RecipeImportDependencies {
  /** Fetches a page a user named; refusals (private addresses, wrong types) are FetchRefusedErrors, answered 400. */
  fetchPage: (url: string) => Promise<FetchedPage>;
}

/** Reads a recipe from a web page, fetched here or sent by the browser; nothing is stored. */
export const createRecipeImportService = ({ fetchPage }: RecipeImportDependencies) => ({
  async read(body: { url: string; html?: string }): Promise<{ draft: RecipeDraft }> {
    const page = body.html === undefined ? await fetchPage(body.url) : { html: body.html, url: body.url };
    const draft = readRecipe(page.html, page.url);
    if (!draft) throw new UnprocessableError(noRecipeFoundMessage);
    return { draft };
  },
});
