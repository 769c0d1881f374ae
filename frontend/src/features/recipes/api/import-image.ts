import { callApi } from '#web/lib/api-client';

export const importImageFailedMessage = "Failed to copy the recipe page's photo";

/** Has the server copy a photo from another site into our own images (re-encoded, at most 800 px). */
export const importImage = async (sourceUrl: string): Promise<string> =>
  (await callApi('importImage', { body: { url: sourceUrl } })).url;
