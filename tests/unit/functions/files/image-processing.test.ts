import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  maxInputPixels,
  maxInputSide,
  processImage,
  UnusableImageError,
  unreadableImageMessage,
  variantSizes,
} from '#functions/files/image-processing';
import { englishError } from '#functions/lib/i18n/translate';
import {
  type FixtureFormat,
  photoJpeg,
  pictureAs,
  pixelAt,
  pngClaiming,
  scriptedSvg,
} from './image-fixtures';

const isRed = ([r, g, b]: number[]) => (r ?? 0) > 200 && (g ?? 0) < 60 && (b ?? 0) < 60;
const isBlue = ([r, g, b]: number[]) => (r ?? 0) < 60 && (g ?? 0) < 60 && (b ?? 0) > 200;

const refusal = async (input: Buffer) => {
  const error = await processImage(input).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UnusableImageError);
  return (error as Error).message;
};

describe('processImage', () => {
  it('shrinks a large photo so its longest side is 800 px, and 320 px for the small variant', async () => {
    const { full, small } = await processImage(await photoJpeg(2000, 1500));
    expect([full.width, full.height]).toEqual([800, 600]);
    expect([small.width, small.height]).toEqual([320, 240]);
    expect(await sharp(full.bytes).metadata()).toMatchObject({ width: 800, height: 600, format: 'jpeg' });
    expect(await sharp(small.bytes).metadata()).toMatchObject({ width: 320, height: 240, format: 'jpeg' });
  });

  it('bounds a portrait by its height', async () => {
    const { full, small } = await processImage(await pictureAs('png', 900, 1800));
    expect([full.width, full.height]).toEqual([400, variantSizes.full]);
    expect([small.width, small.height]).toEqual([160, variantSizes.small]);
  });

  it('never enlarges a small image', async () => {
    const { full, small } = await processImage(await pictureAs('webp', 300, 200));
    expect([full.width, full.height]).toEqual([300, 200]);
    expect([small.width, small.height]).toEqual([300, 200]);
  });

  it('turns the picture upright by its EXIF orientation and drops the tag', async () => {
    // Orientation 6: stored landscape, shown rotated 90° clockwise, so the stored left (red) is on top.
    const { full } = await processImage(await photoJpeg(1600, 800, 6));
    const metadata = await sharp(full.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([400, 800]);
    expect(metadata.orientation).toBeUndefined();
    expect(isRed(await pixelAt(full.bytes, 200, 100))).toBe(true);
    expect(isBlue(await pixelAt(full.bytes, 200, 700))).toBe(true);
  });

  it('strips EXIF (with the GPS position), XMP, IPTC and the ICC profile', async () => {
    const input = await photoJpeg();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('TestCam');
    expect(before.icc).toBeDefined();

    const { full, small } = await processImage(input);
    for (const image of [full.bytes, small.bytes]) {
      const after = await sharp(image).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(image.includes(Buffer.from('TestCam'))).toBe(false);
    }
  });

  it.each([
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('keeps %s as %s', async (format: FixtureFormat, contentType) => {
    const { full, small } = await processImage(await pictureAs(format));
    expect(full.contentType).toBe(contentType);
    expect(small.contentType).toBe(contentType);
    const metadata = await sharp(full.bytes).metadata();
    expect(metadata.format).toBe(format);
    expect(metadata.exif).toBeUndefined();
    expect(Math.max(metadata.width, metadata.height)).toBe(800);
  });

  // A knowing narrowing of the spec's "any image type": these decode slowly (AVIF: 2.2 s of CPU for
  // 25 megapixels, against 0.13 s for a JPEG) or are rarely what a phone or browser uploads.
  it.each(['gif', 'avif', 'tiff'] as const)('refuses %s', async (format) => {
    expect(await refusal(await pictureAs(format))).toBe(englishError(unreadableImageMessage));
  });

  it('keeps PNG transparency', async () => {
    const input = await sharp({
      create: { width: 1000, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { full } = await processImage(input);
    const { data } = await sharp(full.bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
  });

  it('encodes JPEG lossily at quality 80: far smaller than the same pixels at quality 100', async () => {
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 1000 * 750 * 3 }, (_, i) => (i * 7919) % 251)),
      {
        raw: { width: 1000, height: 750, channels: 3 },
      },
    )
      .jpeg({ quality: 100 })
      .toBuffer();
    const { full } = await processImage(noisy);
    const atFullQuality = await sharp(noisy).resize(800).jpeg({ quality: 100 }).toBuffer();
    expect(full.bytes.byteLength).toBeLessThan(atFullQuality.byteLength * 0.7);
  });

  it('refuses an SVG, which can carry scripts', async () => {
    expect(await refusal(scriptedSvg)).toBe(englishError(unreadableImageMessage));
  });

  it.each([
    ['text', Buffer.from('just some text, not a picture')],
    ['an empty file', Buffer.alloc(0)],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF')],
  ])('refuses %s', async (_, input) => {
    expect(await refusal(input)).toBe(englishError(unreadableImageMessage));
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await photoJpeg(1200, 900);
    expect(await refusal(jpeg.subarray(0, Math.floor(jpeg.byteLength / 2)))).toBe(
      englishError(unreadableImageMessage),
    );
  });

  it('refuses an image that claims more pixels than the limit, before decoding it', async () => {
    expect(maxInputPixels).toBe(25_000_000);
    expect(await refusal(await pngClaiming(5000, 5001))).toBe(
      'The image is too large (at most 25 megapixels and 8000 pixels a side).',
    );
  });

  it.each([
    [8001, 100],
    [100, 8001],
  ])('refuses an image wider or taller than 8000 px (%i x %i), before decoding it', async (width, height) => {
    expect(maxInputSide).toBe(8000);
    expect(await refusal(await pngClaiming(width, height))).toBe(
      'The image is too large (at most 25 megapixels and 8000 pixels a side).',
    );
  });

  it('takes an image at the limits: 8000 px a side, 24 megapixels', async () => {
    const { full, small } = await processImage(await pictureAs('png', 8000, 3000));
    expect([full.width, full.height]).toEqual([800, 300]);
    expect([small.width, small.height]).toEqual([320, 120]);
    // Decoding 24 megapixels takes a second or two, more on a busy machine.
  }, 30_000);
});
