import { callApi } from '#web/lib/api-client';

/** Has the server copy a photo from another site into our own images (re-encoded, at most 800 px). */
export const importImage = async (sourceUrl: string): Promise<string> =>
  (await callApi('importImage', { body: { url: sourceUrl } })).url;
