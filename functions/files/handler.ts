import { randomUUID } from 'node:crypto';
import { fileUrlOf } from '#shared/files/file-schemas';
import { InvalidInputError } from '../lib/domain-errors';
import { headerOf } from '../lib/http/api-event';
import { BinaryReply, createHandler } from '../lib/http/create-handler';
import { processImage, UnusableImageError } from './image-processing';
import { fileIdFromUrl, imageCacheControl, imageStore } from './image-store';
import { readUploadedFile } from './multipart';

// Resolved at cold start, so a function without its bucket fails at once rather than on first upload.
const store = imageStore();

export const handler = createHandler('files', {
  uploadFile: async ({ caller, rawBody, event }) => {
    const file = await readUploadedFile(rawBody, headerOf(event, 'content-type'));
    const variants = await processImage(file).catch((error: unknown) => {
      throw error instanceof UnusableImageError ? new InvalidInputError(error.message) : error;
    });
    const fileId = randomUUID();
    await store.save({ fileId, uploaderId: caller.userId, variants });
    return { fileId, url: fileUrlOf(fileId) };
  },

  getFile: async ({ params, query }) => {
    const image = await store.read(params.fileId.toLowerCase(), query.variant);
    return new BinaryReply(Buffer.from(image.bytes), image.contentType, {
      'cache-control': imageCacheControl,
    });
  },

  deleteImage: async ({ caller, query }) => {
    await store.delete(fileIdFromUrl(query.fileUrl), caller.userId);
  },
});
