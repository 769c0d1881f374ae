import sharp, { type Sharp } from 'sharp';
import { englishError, type MessageValues } from '../lib/i18n/translate';
import type { ImageVariant } from './image-store';

/** Longest side of each stored variant, in pixels: the spec's 800 px, and a card/thumbnail size. */
export const variantSizes = { full: 800, small: 320 } as const satisfies Record<ImageVariant, number>;

/** The spec's "quality 0.8", for the lossy encoders. */
export const outputQuality = 80;

/**
 * Refused from the header, before any pixel is decoded: decoding cost grows with the pixel count (a
 * 39-megapixel PNG took 4.8 s of CPU), and a small file may claim huge dimensions (a "decompression
 * bomb"). 25 megapixels and 8000 px a side is more than any phone camera takes.
 */
export const maxInputPixels = 25_000_000;
export const maxInputSide = 8_000;

/** The whole decode and resize must finish within this (the function's timeout is 10 s). */
const decodeTimeoutSeconds = 5;

export const unreadableImageMessage = 'errors.unreadableImage';
export const tooManyPixelsMessage = 'errors.imageTooLarge';
const imageLimits = { megapixels: String(maxInputPixels / 1_000_000), side: String(maxInputSide) };

/**
 * Raster formats we accept, by what the decoder found (never by the declared type): what cameras,
 * phones and browsers write, and fast to decode. SVG is not one (it can carry scripts); GIF, TIFF
 * and AVIF/HEIF are not either (AVIF took 2.2 s of CPU for 25 megapixels, JPEG 0.13 s).
 */
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

export type OutputType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface EncodedImage {
  bytes: Buffer;
  contentType: OutputType;
  width: number;
  height: number;
}

export type ProcessedImage = Record<ImageVariant, EncodedImage>;

/** The input could not be used; `key` (area `errors`) and `values` say why, `message` in English. */
export class UnusableImageError extends Error {
  readonly values?: MessageValues;
  constructor(readonly key: string) {
    const values = key === tooManyPixelsMessage ? imageLimits : undefined;
    super(englishError(key, values));
    this.values = values;
    this.name = 'UnusableImageError';
  }
}

const inputOptions = {
  failOn: 'error',
  limitInputPixels: maxInputPixels,
  sequentialRead: true,
} as const;

/**
 * Each image keeps its type. PNG stays lossless (as a browser canvas writes it): quality only means
 * something to lossy encoders, and palette quantisation would band photos. Animated WebP keeps its
 * first frame only.
 */
const encode = (pipeline: Sharp, format: string): { pipeline: Sharp; contentType: OutputType } => {
  if (format === 'jpeg') {
    return { pipeline: pipeline.jpeg({ quality: outputQuality, mozjpeg: true }), contentType: 'image/jpeg' };
  }
  if (format === 'png') {
    return { pipeline: pipeline.png({ compressionLevel: 9 }), contentType: 'image/png' };
  }
  return { pipeline: pipeline.webp({ quality: outputQuality }), contentType: 'image/webp' };
};

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/** Any decoder failure on untrusted bytes is the uploader's problem to fix, never a server error. */
const asUnusable = (error: unknown): UnusableImageError =>
  new UnusableImageError(isPixelLimitError(error) ? tooManyPixelsMessage : unreadableImageMessage);

const readFormat = async (input: Buffer): Promise<string> => {
  try {
    const { format, width, height } = await sharp(input, inputOptions).metadata();
    if (!acceptedFormats.has(format) || !width || !height)
      throw new UnusableImageError(unreadableImageMessage);
    if (width > maxInputSide || height > maxInputSide || width * height > maxInputPixels)
      throw new UnusableImageError(tooManyPixelsMessage);
    return format;
  } catch (error) {
    throw error instanceof UnusableImageError ? error : asUnusable(error);
  }
};

/**
 * The input decoded once: turned upright by its EXIF orientation, shrunk (never enlarged) to the
 * largest variant's size, as 8-bit sRGB pixels. Every variant is made from these pixels, so the
 * costly step (decoding megapixels) happens once per upload, within a time limit.
 */
const decodeOnce = async (input: Buffer) => {
  const largest = variantSizes.full;
  const { data, info } = await sharp(input, inputOptions)
    .timeout({ seconds: decodeTimeoutSeconds })
    .autoOrient()
    .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
};

/**
 * Turns an uploaded file into the images we store: decoded whatever type it claimed to be,
 * turned upright by its EXIF orientation, shrunk (never enlarged) to fit each variant's size, and
 * re-encoded without any metadata: sharp writes no EXIF (so no GPS position), XMP, IPTC or ICC
 * profile unless asked to. Pure: no I/O besides the CPU.
 */
export const processImage = async (input: Buffer): Promise<ProcessedImage> => {
  if (input.byteLength === 0) throw new UnusableImageError(unreadableImageMessage);
  const format = await readFormat(input);
  try {
    const pixels = await decodeOnce(input);
    const variant = async (longestSide: number): Promise<EncodedImage> => {
      const resized = pixels().resize({
        width: longestSide,
        height: longestSide,
        fit: 'inside',
        withoutEnlargement: true,
      });
      const { pipeline, contentType } = encode(resized, format);
      const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
      return { bytes: data, contentType, width: info.width, height: info.height };
    };
    const [full, small] = await Promise.all([variant(variantSizes.full), variant(variantSizes.small)]);
    return { full, small };
  } catch (error) {
    throw asUnusable(error);
  }
};
