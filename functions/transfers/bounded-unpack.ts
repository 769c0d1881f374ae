import { gunzipSync, inflateRawSync } from 'node:zlib';

/**
 * Unpacking stopped at its limit: the data holds more than it may. `inflated` is what was
 * unpacked before it stopped (0 when refused on a declared size), so a caller can count that
 * work toward a file's total: a failed bomb costs as much as a recipe of that size.
 */
export class UnpackLimitError extends Error {
  constructor(
    message: string,
    readonly inflated = 0,
  ) {
    super(message);
  }
}

/**
 * zlib stops inflating as soon as its output passes `maxOutputLength` (it checks after each 16 KB
 * chunk), so a small bomb costs that much memory and time, not what it claims to hold. A gzip
 * trailer's size field is the sender's word and is not trusted.
 */
const within =
  (inflate: typeof gunzipSync) =>
  (data: Uint8Array, maxBytes: number): Uint8Array => {
    try {
      const out = inflate(data, { maxOutputLength: Math.max(1, maxBytes) });
      // A plain Uint8Array over the Buffer's bytes, as every other reader here answers.
      return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw new UnpackLimitError(`Unpacks to more than ${maxBytes} bytes`, maxBytes);
      throw error;
    }
  };

/** A gzip member (a Paprika recipe), unpacked to at most `maxBytes`. */
export const gunzipWithin = within(gunzipSync);

/** A zip entry's deflate stream, unpacked to at most `maxBytes`. */
export const inflateRawWithin = within(inflateRawSync);
