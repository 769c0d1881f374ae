import { callApiWithForm } from '#web/lib/api-client';
import { t } from '#web/lib/i18n/t';
import { isImageFile, resizeImage } from '../utils/image-resize';

export class NotAnImageError extends Error {
  override readonly name = 'NotAnImageError';
  constructor() {
    super(t('recipes.notAnImage'));
  }
}

/**
 * Resizes the picked image in the browser (at most 800 px, quality 0.8, same type) and uploads
 * it; resolves with the URL to store as the recipe's imageUrl and a local preview of it.
 */
export const uploadImage = async (file: File): Promise<{ url: string; preview: string }> => {
  if (!isImageFile(file)) throw new NotAnImageError();
  const resized = await resizeImage(file);
  const form = new FormData();
  form.append('file', resized, resized.name);
  const { url } = await callApiWithForm('uploadFile', form);
  return { url, preview: URL.createObjectURL(resized) };
};
