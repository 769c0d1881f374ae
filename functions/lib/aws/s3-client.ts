import { S3Client } from '@aws-sdk/client-s3';

const localS3 = Boolean(process.env.AWS_ENDPOINT_URL_S3);

/**
 * The S3 client, created once per container by the functions that store or delete images. The
 * local runtime's endpoint comes from the SDK's own AWS_ENDPOINT_URL_S3.
 */
export const s3 = new S3Client({
  // s3rver serves buckets by path, not by subdomain, and does not speak the newer default checksums.
  forcePathStyle: localS3,
  // Everywhere: otherwise a signed upload address carries the CRC32 of an empty body
  // (x-amz-checksum-crc32=AAAAAA==), and S3 refuses the browser's file against it.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  ...(localS3 ? { responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
});
