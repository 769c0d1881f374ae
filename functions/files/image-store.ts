import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import * as z from 'zod';
import { imageVariants } from '#shared/files/file-schemas';
import { s3 } from '../lib/aws/s3-client';
import { imageConfig } from '../lib/config';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../lib/domain-errors';

export type ImageVariant = (typeof imageVariants)[number];

export interface StoredImage {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * A file id never names other bytes, but an image can be deleted (or replaced by a new id): caches
 * (the browser's, CloudFront's) keep it 5 minutes at most, so a deleted photo stops being served
 * within minutes rather than a year. The cost: a card image is fetched again after 5 minutes.
 */
export const imageCacheControl = 'public, max-age=300';

/** Object metadata (S3 sends it as `x-amz-meta-uploaded-by`) naming the user who uploaded the image. */
const uploaderKey = 'uploaded-by';

/** Keys are made here from a server-generated id only; nothing the client sends becomes part of one. */
export const imageKey = (fileId: string, variant: ImageVariant) => `images/${fileId}/${variant}`;

const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');

const uuid = z.uuid();
const filePathPattern = /^\/api\/files\/([^/]+)$/;

/**
 * The file id in an image URL as the API hands it out (`/api/files/<uuid>`), or the same path on an
 * absolute http(s) URL (what a browser may send after resolving it). A query string is ignored.
 * Returns undefined for anything else.
 */
export const parseFileUrl = (fileUrl: string): string | undefined => {
  if (!fileUrl.startsWith('/') && !/^https?:\/\//i.test(fileUrl)) return undefined;
  if (fileUrl.startsWith('//')) return undefined;
  let pathname: string;
  try {
    pathname = new URL(fileUrl, 'http://relative.invalid').pathname;
  } catch {
    return undefined;
  }
  const candidate = filePathPattern.exec(pathname)?.[1];
  return candidate && uuid.safeParse(candidate).success ? candidate.toLowerCase() : undefined;
};

/** Like `parseFileUrl`, for a URL the caller sent: anything else is a 400. */
export const fileIdFromUrl = (fileUrl: string): string => {
  const fileId = parseFileUrl(fileUrl);
  if (!fileId) throw new InvalidInputError('errors.fileUrlNotUploaded');
  return fileId;
};

export interface ImageToStore {
  fileId: string;
  uploaderId: string;
  variants: Record<ImageVariant, { bytes: Buffer; contentType: string }>;
}

/** Uploaded images in S3: each file id holds a `full` and a `small` variant under `images/<fileId>/`. */
export const createImageStore = (client: S3Client, bucket: string) => {
  const read = async (fileId: string, variant: ImageVariant): Promise<StoredImage> => {
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: imageKey(fileId, variant) }),
      );
      if (!object.Body) throw new NotFoundError('errors.imageNotFound');
      return {
        bytes: await object.Body.transformToByteArray(),
        contentType: object.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isMissing(error)) throw new NotFoundError('errors.imageNotFound');
      throw error;
    }
  };

  const uploaderOf = async (fileId: string): Promise<string | null | undefined> => {
    try {
      const head = await client.send(
        new HeadObjectCommand({ Bucket: bucket, Key: imageKey(fileId, 'full') }),
      );
      return head.Metadata?.[uploaderKey] ?? null;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  return {
    uploaderOf,

    save: async ({ fileId, uploaderId, variants }: ImageToStore): Promise<void> => {
      await Promise.all(
        imageVariants.map((variant) =>
          client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: imageKey(fileId, variant),
              Body: variants[variant].bytes,
              ContentType: variants[variant].contentType,
              CacheControl: imageCacheControl,
              Metadata: { [uploaderKey]: uploaderId },
            }),
          ),
        ),
      );
    },

    read,

    /**
     * Deletes both variants. With a `requesterId`, only the uploader may delete (403 otherwise).
     * Deleting an image that does not exist (any more) succeeds: the caller wanted it gone and it is.
     */
    delete: async (fileId: string, requesterId?: string): Promise<void> => {
      if (requesterId !== undefined) {
        const uploader = await uploaderOf(fileId);
        if (uploader === undefined) return;
        if (uploader !== requesterId) throw new ForbiddenError('errors.deleteOwnImagesOnly');
      }
      await Promise.all(
        imageVariants.map((variant) =>
          client.send(new DeleteObjectCommand({ Bucket: bucket, Key: imageKey(fileId, variant) })),
        ),
      );
    },
  };
};

export type ImageStore = ReturnType<typeof createImageStore>;

let defaultStore: ImageStore | undefined;

/** The store on the configured bucket, made on first use so that importing this module reads no config. */
export const imageStore = (): ImageStore => {
  if (!defaultStore) {
    defaultStore = createImageStore(s3, imageConfig().IMAGE_BUCKET);
  }
  return defaultStore;
};

/**
 * For the recipes service: removes the stored image a recipe's `imageUrl` points at, when the recipe
 * is deleted or its image replaced. No uploader check (the recipe service has checked that the caller
 * owns the recipe). A URL that is not one of our images (nothing stored to remove) is ignored, and so
 * is an image that is already gone.
 */
export const deleteStoredImage = async (imageUrl: string): Promise<void> => {
  const fileId = parseFileUrl(imageUrl);
  if (fileId) await imageStore().delete(fileId);
};

/**
 * For the recipes service: whether the image a recipe is about to point at was uploaded by that
 * recipe's creator. A recipe may only carry its creator's own images, so deleting a recipe can
 * never take someone else's photo with it.
 */
export const isImageUploadedBy = async (imageUrl: string, userId: string): Promise<boolean> => {
  const fileId = parseFileUrl(imageUrl);
  return fileId !== undefined && (await imageStore().uploaderOf(fileId)) === userId;
};
