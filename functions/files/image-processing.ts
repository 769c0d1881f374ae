import sharp, { type Sharp } from 'sharp';
import type { ImageVariant } from './image-store';

/** Longest side of each stored variant, in pixels: the spec's 800 px, and a card/thumbnail size. */
export const variantSizes = { full: 800, small: 320 } as const satisfies Record<ImageVariant, number>;

/** The spec's "quality 0.8", for the lossy encoders. */
export const outputQuality = 80;

/**
 * Decoding stops above this many input pixels (a 40 MP photo is larger than any phone takes), so a
 * small file that claims huge dimensions (a "decompression bomb") cannot exhaust the function's memory.
 */
export const maxInputPixels = 40_000_000;

export const unreadableImageMessage = 'The file is not an image we can read (JPEG, PNG, WebP, GIF or AVIF).';
export const tooManyPixelsMessage = `The image has too many pixels (at most ${maxInputPixels / 1_000_000} megapixels).`;

/** Raster formats we accept, by what the decoder found (never by the declared type). SVG is not one: it can carry scripts. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);

export type OutputType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface EncodedImage {
  bytes: Buffer;
  contentType: OutputType;
  width: number;
  height: number;
}

export type ProcessedImage = Record<ImageVariant, EncodedImage>;

/** The input could not be used; `message` is fit to show the uploader. */
export class UnusableImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnusableImageError';
  }
}

const inputOptions = {
  failOn: 'error',
  limitInputPixels: maxInputPixels,
  sequentialRead: true,
} as const;

/**
 * JPEG, PNG and WebP keep their type. PNG stays lossless (as a browser canvas writes it): quality
 * only means something to lossy encoders, and palette quantisation would band photos. GIF, AVIF,
 * HEIF and TIFF become WebP: every browser shows it, it keeps transparency, and it encodes far faster
 * than AVIF on a Lambda CPU. Animated input keeps its first frame only.
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
    if (width * height > maxInputPixels) throw new UnusableImageError(tooManyPixelsMessage);
    return format;
  } catch (error) {
    throw error instanceof UnusableImageError ? error : asUnusable(error);
  }
};

/**
 * Turns an uploaded file into the images we store: decoded whatever type it claimed to be,
 * turned upright by its EXIF orientation, shrunk (never enlarged) to fit each variant's size, and
 * re-encoded without any metadata: sharp writes no EXIF (so no GPS position), XMP, IPTC or ICC
 * profile unless asked to, and converts to sRGB. Pure: no I/O besides the CPU.
 */
export const processImage = async (input: Buffer): Promise<ProcessedImage> => {
  if (input.byteLength === 0) throw new UnusableImageError(unreadableImageMessage);
  const format = await readFormat(input);
  const upright = sharp(input, inputOptions).autoOrient();

  const variant = async (longestSide: number): Promise<EncodedImage> => {
    const resized = upright
      .clone()
      .resize({ width: longestSide, height: longestSide, fit: 'inside', withoutEnlargement: true });
    const { pipeline, contentType } = encode(resized, format);
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType, width: info.width, height: info.height };
  };

  try {
    const [full, small] = await Promise.all([variant(variantSizes.full), variant(variantSizes.small)]);
    return { full, small };
  } catch (error) {
    throw asUnusable(error);
  }
};
