import { maxImportedImageBytes } from '#shared/files/file-schemas';
import { headerOf } from '../lib/http/api-event';
import { BinaryReply, createHandler } from '../lib/http/create-handler';
import { allowedHostsFromEnv, safeFetch } from '../lib/safe-fetch';
import { fileIdFromUrl, imageCacheControl, imageStore } from './image-store';
import { readUploadedFile } from './multipart';
import { imageSaver } from './store-image';

// Resolved at cold start, so a function without its bucket fails at once rather than on first upload.
const store = imageStore();
const allowHosts = allowedHostsFromEnv(process.env.IMPORT_ALLOW_HOSTS);

const storeImage = imageSaver(store);

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
      'cache-control': imageCacheControl,
    });
  },

  deleteImage: async ({ caller, query }) => {
    await store.delete(fileIdFromUrl(query.fileUrl), caller.userId);
  },
});
