import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../lib/aws/s3-client';
import { transferConfig } from '../lib/config';
import type { TransferDependencies } from './transfer-service';

/** Signed addresses live long enough to upload a large file on a slow line, and no longer. */
const uploadSeconds = 30 * 60;
const downloadSeconds = 15 * 60;

/** The transfer bucket: the browser puts imports and fetches exports there with signed addresses. */
export const transferFiles = (): TransferDependencies['files'] => {
  const Bucket = transferConfig().TRANSFER_BUCKET;
  return {
    presignUpload: (key) =>
      getSignedUrl(s3, new PutObjectCommand({ Bucket, Key: key }), { expiresIn: uploadSeconds }),
    async read(key) {
      const object = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
      return object.Body ? object.Body.transformToByteArray() : new Uint8Array();
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
