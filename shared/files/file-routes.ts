import { defineRoutes } from '../http/define-route';
import { deleteImageQuery, fileIdParams, fileQuery, importImageBody, uploadedFile } from './file-schemas';

/** Recipe images: upload, serve, delete. */
export const fileRoutes = defineRoutes('files', {
  uploadFile: {
    method: 'POST',
    path: '/api/files',
    auth: 'user',
    summary:
      'Upload an image (multipart/form-data, field "file"); it is re-encoded, at most 800 px, without metadata',
    bodyType: 'multipart',
    response: uploadedFile,
    status: 201,
  },
  importImage: {
    method: 'POST',
    path: '/api/files/from-url',
    auth: 'user',
    summary:
      "Copy an image from another site (an imported recipe's photo): fetched safely (JPEG, PNG or WebP, at most 10 MB), then stored like an upload",
    body: importImageBody,
    response: uploadedFile,
    status: 201,
  },
  getFile: {
    method: 'GET',
    path: '/api/files/{fileId}',
    auth: 'public',
    summary:
      'An uploaded image (variant=small for cards and thumbnails); cached for 5 minutes, so a deleted image soon stops being served',
    params: fileIdParams,
    query: fileQuery,
    binary: true,
  },
  deleteImage: {
    method: 'DELETE',
    path: '/api/files/images',
    auth: 'user',
    summary: 'Delete an uploaded image by its URL (its uploader only)',
    query: deleteImageQuery,
    status: 204,
  },
});
