import { describe, expect, it } from 'vitest';
import { PageReadTimeoutError } from '#functions/imports/page-reader';
import { createRecipeImportService } from '#functions/imports/recipe-import-service';
import { UnprocessableError } from '#functions/lib/domain-errors';

/** The service with a reader that fails as given, on a page sent by the browser (nothing fetched). */
const readingFails = (error: Error) =>
  createRecipeImportService({
    fetchPage: () => Promise.reject(new Error('not fetched')),
    readPage: () => Promise.reject(error),
  }).read({ url: 'https://recipes.example/page', html: '<p>1 egg</p>' });

describe('the recipe import service when the reader fails', () => {
  it('answers a page read past its deadline as too slow to read', async () => {
    const failure = readingFails(new PageReadTimeoutError(2_000));
    await expect(failure).rejects.toBeInstanceOf(UnprocessableError);
    await expect(failure).rejects.toMatchObject({ key: 'errors.pageReadTooSlow' });
  });

  it('answers a page the reader throws on as one without a recipe, not as a server error', async () => {
    const failure = readingFails(new TypeError("Cannot read properties of undefined (reading 'attribs')"));
    await expect(failure).rejects.toBeInstanceOf(UnprocessableError);
    await expect(failure).rejects.toMatchObject({ key: 'errors.noRecipeFound' });
  });
});
