import * as z from 'zod';
import { pageUrl } from '../imports/import-schemas';

/** Uploads larger than this are refused with 413; the web app resizes photos before sending them. */
export const maxUploadBytes = 4 * 1024 * 1024;

export const imageVariants = ['full', 'small'] as const;

export const uploadedFile = z.object({
  fileId: z.string(),
  /** Where the image is served, and what a recipe's imageUrl holds. */
  url: z.string(),
});

export const fileIdParams = z.strictObject({ fileId: z.string().uuid('Unknown file') });

export const fileQuery = z.strictObject({
  variant: z.enum(imageVariants, { error: 'errors.variantFullSmall' }).default('full'),
});

export const deleteImageQuery = z.strictObject({
  fileUrl: z.string({ error: 'errors.fileUrlRequired' }).min(1, 'errors.fileUrlRequired').max(500),
});

export const fileUrlOf = (fileId: string) => `/api/files/${fileId}`;

/** An image on another site (an imported recipe's photo), copied in through the same pipeline as an upload. */
export const importImageBody = z.strictObject({ url: pageUrl });

/** The most a third-party image may weigh before it is re-encoded (issue 15). */
export const maxImportedImageBytes = 10 * 1024 * 1024;
