import { randomUUID } from 'node:crypto';
import { fileUrlOf, maxImportedImageBytes } from '#shared/files/file-schemas';
import { InvalidInputError } from '../lib/domain-errors';
import { headerOf } from '../lib/http/api-event';
import { BinaryReply, createHandler } from '../lib/http/create-handler';
import { allowedHostsFromEnv, safeFetch } from '../lib/safe-fetch';
import { processImage, UnusableImageError } from './image-processing';
import { fileIdFromUrl, imageStore, immutableCacheControl } from './image-store';
import { readUploadedFile } from './multipart';

// Resolved at cold start, so a function without its bucket fails at once rather than on first upload.
const store = imageStore();
const allowHosts = allowedHostsFromEnv(process.env.IMPORT_ALLOW_HOSTS);

/** Re-encodes an image (at most 800 px, no metadata) and stores it as the uploader's. */
const storeImage = async (uploaderId: string, file: Buffer) => {
  const variants = await processImage(file).catch((error: unknown) => {
    throw error instanceof UnusableImageError ? new InvalidInputError(error.message) : error;
  });
  const fileId = randomUUID();
  await store.save({ fileId, uploaderId, variants });
  return { fileId, url: fileUrlOf(fileId) };
};

export const handler = createHandler('files', {
  uploadFile: async ({ caller, rawBody, event }) =>
    storeImage(caller.userId, await readUploadedFile(rawBody, headerOf(event, 'content-type'))),

  importImage: async ({ caller, body }) => {
    const image = await safeFetch(body.url, { accept: 'image', maxBytes: maxImportedImageBytes, allowHosts });
    return storeImage(caller.userId, image.body);
  },

  getFile: async ({ params, query }) => {
    const image = await store.read(params.fileId.toLowerCase(), query.variant);
    return new BinaryReply(Buffer.from(image.bytes), image.contentType, {
      'cache-control': immutableCacheControl,
    });
  },

  deleteImage: async ({ caller, query }) => {
    await store.delete(fileIdFromUrl(query.fileUrl), caller.userId);
  },
});
