import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';

/** Reads a recipe from a web page (fetched by the server, or its HTML sent along): a draft, nothing stored. */
export const useImportRecipe = () =>
  useMutation({
    mutationFn: async (body: { url: string; html?: string }) =>
      (await callApi('importRecipe', { body })).draft,
  });
