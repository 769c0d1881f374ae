import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../lib/aws/s3-client';
import { transferConfig } from '../lib/config';
import type { TransferDependencies } from './transfer-service';

/**
 * Signed addresses live long enough to upload a large file on a slow line, and end well before
 * the job does (it expires after importWaitMinutes unless its file has begun to be read).
 */
const uploadSeconds = 20 * 60;
const downloadSeconds = 15 * 60;

/** The transfer bucket: the browser puts imports and fetches exports there with signed addresses. */
export const transferFiles = (): TransferDependencies['files'] => {
  const Bucket = transferConfig().TRANSFER_BUCKET;
  return {
    // The length is a signed header: S3 refuses a PUT of any other size than the one declared
    // (s3rver checks no signature: locally the job's own size check is what holds).
    presignUpload: (key, size) =>
      getSignedUrl(s3, new PutObjectCommand({ Bucket, Key: key, ContentLength: size }), {
        expiresIn: uploadSeconds,
        signableHeaders: new Set(['content-length']),
      }),
    // The object's length comes with the answer's headers, before its body: one request, and the
    // size checked is the size of the very object read (a HeadObject first could see another).
    async read(key, maxBytes) {
      const object = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
      const size = object.ContentLength ?? 0;
      if (size > maxBytes || !object.Body) {
        // Not read: the connection is closed rather than drained.
        (object.Body as { destroy?: () => void } | undefined)?.destroy?.();
        return { size };
      }
      return { size, bytes: await object.Body.transformToByteArray() };
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async save(key, bytes) {
      await s3.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: 'application/zip' }));
    },
    presignDownload: (key, fileName) =>
      getSignedUrl(
        s3,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentDisposition: `attachment; filename="${fileName}"`,
          ResponseContentType: 'application/zip',
        }),
        { expiresIn: downloadSeconds },
      ),
  };
};
