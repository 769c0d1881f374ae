import { randomUUID } from 'node:crypto';
import { fileUrlOf } from '#shared/files/file-schemas';
import { InvalidInputError } from '../lib/domain-errors';
import { processImage, UnusableImageError } from './image-processing';
import type { ImageStore } from './image-store';

/**
 * The one way an image comes in (an upload, a page's photo, a photo inside an imported file):
 * re-encoded at most 800 px without metadata, then stored as the uploader's. An unusable image is
 * a problem with the input (400).
 */
export const imageSaver =
  (store: Pick<ImageStore, 'save'>) =>
  async (uploaderId: string, file: Buffer): Promise<{ fileId: string; url: string }> => {
    const variants = await processImage(file).catch((error: unknown) => {
      throw error instanceof UnusableImageError ? new InvalidInputError(error.key, error.values) : error;
    });
    const fileId = randomUUID();
    await store.save({ fileId, uploaderId, variants });
    return { fileId, url: fileUrlOf(fileId) };
  };

export type ImageSaver = ReturnType<typeof imageSaver>;
