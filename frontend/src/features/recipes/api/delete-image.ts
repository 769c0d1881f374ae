import { callApi } from '#web/lib/api-client';

export const deleteImage = (fileUrl: string) => callApi('deleteImage', { query: { fileUrl } });
