import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Where the test photos claim to have been taken: the kind of detail an upload must not leak. */
export const gpsExif = {
  IFD0: { Make: 'TestCam', Model: 'Fixture 1' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '51/1 30/1 0/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '0/1 7/1 0/1',
  },
};

/**
 * A `width` x `height` picture whose left half is red and right half blue, so a test can tell
 * which way up it came back.
 */
const twoColourPicture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([
    {
      input: { create: { width: Math.ceil(width / 2), height, channels: 3, background: '#0000ff' } },
      left: Math.floor(width / 2),
      top: 0,
    },
  ]);

/** A camera-style JPEG: EXIF with a GPS position, an orientation tag, an ICC profile. */
export const photoJpeg = async (width = 2000, height = 1500, orientation = 1): Promise<Buffer> => {
  const flat = await twoColourPicture(width, height).png().toBuffer();
  return sharp(flat)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .withExifMerge(gpsExif)
    .withIccProfile('p3')
    .toBuffer();
};

export type FixtureFormat = 'png' | 'webp' | 'gif' | 'avif' | 'tiff';

/** A picture in `format`, carrying EXIF (GPS) where the format can. */
export const pictureAs = async (format: FixtureFormat, width = 1200, height = 900): Promise<Buffer> => {
  const flat = await twoColourPicture(width, height).png().toBuffer();
  const pipeline = sharp(flat).withExif(gpsExif);
  switch (format) {
    case 'png':
      return pipeline.png().toBuffer();
    case 'webp':
      return pipeline.webp().toBuffer();
    case 'gif':
      return pipeline.gif().toBuffer();
    case 'avif':
      return pipeline.avif({ effort: 0 }).toBuffer();
    case 'tiff':
      return pipeline.tiff().toBuffer();
  }
};

/** An SVG with a script: a valid image to a browser, and exactly what an upload must refuse. */
export const scriptedSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">' +
    '<rect width="400" height="300" fill="red"/><script>alert(document.cookie)</script></svg>',
);

/** The colour at (x, y) of an encoded image, as [r, g, b]. */
export const pixelAt = async (image: Buffer, x: number, y: number): Promise<number[]> => {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0];
};

/** A PNG whose header claims `width` x `height` pixels, with no pixel data to back it. */
export const pngClaiming = async (width: number, height: number) => {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), data (13), CRC over type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
};
