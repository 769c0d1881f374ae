import { callApi } from '#web/lib/api-client';

export const deleteImageFailedMessage = 'Failed to delete image';

export const deleteImage = (fileUrl: string) => callApi('deleteImage', { query: { fileUrl } });
