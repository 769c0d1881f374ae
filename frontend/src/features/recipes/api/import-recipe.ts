import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';

export const importFailedMessage = 'Failed to import the recipe';

/** Reads a recipe from a web page (fetched by the server, or its HTML sent along): a draft, nothing stored. */
export const useImportRecipe = () =>
  useMutation({
    mutationFn: async (body: { url: string; html?: string }) =>
      (await callApi('importRecipe', { body })).draft,
  });
