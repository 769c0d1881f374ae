import { queryOptions } from '@tanstack/react-query';

/**
 * Whether an uploaded image is still stored: an unsaved recipe kept in the browser may name one
 * that has since been deleted. Asked past the browser's cache, which keeps image files for a year.
 */
export const imageExists = async (imageUrl: string, signal?: AbortSignal): Promise<boolean> => {
  const response = await fetch(imageUrl, { cache: 'no-store', signal });
  await response.body?.cancel();
  return response.ok;
};

export const imageExistsQueryOptions = (imageUrl: string | null) =>
  queryOptions({
    queryKey: ['image-exists', imageUrl] as const,
    queryFn: ({ signal }) => (imageUrl ? imageExists(imageUrl, signal) : false),
    enabled: imageUrl !== null,
    retry: false,
    // Asked once each time the form opens on a kept recipe, not again on focus; forgotten on close.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
