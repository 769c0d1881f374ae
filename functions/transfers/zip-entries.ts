import { strFromU8 } from 'fflate';
import { inflateRawWithin, UnpackLimitError } from './bounded-unpack';

/**
 * A zip read one entry at a time, straight from its central directory: listing it unpacks
 * nothing, and each entry is unpacked (to a limit) only when asked for, so an archive's memory is
 * the zip itself plus one entry, however many it holds.
 */

/** One file in a zip, as its central directory describes it (the sizes are the sender's word). */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is not read. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  size: number;
  /** Where its local header starts. */
  offset: number;
}

/** The bytes are not a zip we can read (damaged, or cut short). */
export class ZipFormatError extends Error {}

/**
 * Entries share bytes with each other or with the central directory: no zip tool writes that,
 * but a crafted zip does, to list one small bomb thousands of times.
 */
export class ZipOverlapError extends ZipFormatError {}

const signatures = {
  end: 0x06054b50,
  zip64Locator: 0x07064b50,
  zip64End: 0x06064b50,
  central: 0x02014b50,
  local: 0x04034b50,
};
const unknown32 = 0xffffffff;

/** Reads little-endian numbers; reading past the end is a damaged zip. */
const reader = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  /** The offset, once `length` bytes from it are known to be there. */
  const at = (offset: number, length: number) => {
    if (offset < 0 || offset + length > bytes.byteLength) throw new ZipFormatError('The zip is cut short');
    return offset;
  };
  return {
    u16: (offset: number) => view.getUint16(at(offset, 2), true),
    u32: (offset: number) => view.getUint32(at(offset, 4), true),
    u64: (offset: number) => Number(view.getBigUint64(at(offset, 8), true)),
    slice: (offset: number, length: number) => bytes.subarray(at(offset, length), offset + length),
  };
};

/** Where the central directory is and how many entries it lists, from the end record (zip64 too). */
const centralDirectory = (bytes: Uint8Array) => {
  const read = reader(bytes);
  const lowest = Math.max(0, bytes.byteLength - 22 - 0xffff);
  let end = bytes.byteLength - 22;
  while (end >= lowest && read.u32(end) !== signatures.end) end--;
  if (end < lowest) throw new ZipFormatError('No end of central directory');
  let count = read.u16(end + 10);
  let offset = read.u32(end + 16);
  if (end >= 20 && read.u32(end - 20) === signatures.zip64Locator) {
    const zip64End = read.u64(end - 12);
    if (read.u32(zip64End) === signatures.zip64End) {
      count = read.u64(zip64End + 32);
      offset = read.u64(zip64End + 48);
    }
  }
  return { count, offset };
};

/** How many entries the zip lists, read from its last bytes alone. */
export const zipEntryCount = (bytes: Uint8Array): number => centralDirectory(bytes).count;

/**
 * Refuses entries whose bytes (local header, name, extra field and data) overlap another's or
 * reach into the central directory: each byte of the zip then belongs to at most one entry, so
 * what the entries hold, packed, is at most the file itself.
 */
const refuseOverlaps = (read: ReturnType<typeof reader>, entries: ZipEntry[], directory: number) => {
  const spans = entries
    .map(({ offset, compressedSize }) => {
      if (read.u32(offset) !== signatures.local) throw new ZipFormatError('Damaged local header');
      return {
        start: offset,
        end: offset + 30 + read.u16(offset + 26) + read.u16(offset + 28) + compressedSize,
      };
    })
    .sort((a, b) => a.start - b.start);
  let reached = 0;
  for (const { start, end } of spans) {
    if (start < reached) throw new ZipOverlapError('Entries overlap');
    reached = end;
  }
  if (reached > directory) throw new ZipOverlapError('An entry overlaps the central directory');
};

/** Every entry the central directory lists, in its order; entries that overlap are refused. */
export const listZip = (bytes: Uint8Array): ZipEntry[] => {
  const read = reader(bytes);
  const { count, offset } = centralDirectory(bytes);
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index++) {
    if (read.u32(at) !== signatures.central) throw new ZipFormatError('Damaged central directory');
    const flags = read.u16(at + 8);
    const nameLength = read.u16(at + 28);
    const extraLength = read.u16(at + 30);
    const commentLength = read.u16(at + 32);
    // Without the UTF-8 flag a name is in the old DOS code page; Latin-1 reads it well enough for a label.
    const name = strFromU8(read.slice(at + 46, nameLength), !(flags & 0x800));
    let size = read.u32(at + 24);
    let compressedSize = read.u32(at + 20);
    let local = read.u32(at + 42);
    // zip64: the fields too large for 32 bits are in the extra field 0x0001, in this order.
    const extra = at + 46 + nameLength;
    for (let field = extra; field + 4 <= extra + extraLength; field += 4 + read.u16(field + 2)) {
      if (read.u16(field) !== 1) continue;
      let value = field + 4;
      const next = () => {
        value += 8;
        return read.u64(value - 8);
      };
      if (size === unknown32) size = next();
      if (compressedSize === unknown32) compressedSize = next();
      if (local === unknown32) local = next();
    }
    entries.push({
      name,
      method: read.u16(at + 10),
      encrypted: Boolean(flags & 1),
      compressedSize,
      size,
      offset: local,
    });
    at = extra + extraLength + commentLength;
  }
  refuseOverlaps(read, entries, offset);
  return entries;
};

/**
 * One entry's bytes, unpacked to at most `maxBytes` (and never past the size it declared):
 * `UnpackLimitError` when it holds more, `ZipFormatError` when it cannot be read.
 */
export const readZipEntry = (bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array => {
  if (entry.encrypted) throw new ZipFormatError('Encrypted');
  if (entry.size > maxBytes) throw new UnpackLimitError(`Declares ${entry.size} bytes`);
  const read = reader(bytes);
  if (read.u32(entry.offset) !== signatures.local) throw new ZipFormatError('Damaged local header');
  const start = entry.offset + 30 + read.u16(entry.offset + 26) + read.u16(entry.offset + 28);
  const data = read.slice(start, entry.compressedSize);
  if (entry.method === 0) {
    if (data.byteLength > maxBytes) throw new UnpackLimitError(`Holds ${data.byteLength} bytes`);
    return data;
  }
  if (entry.method === 8) return inflateRawWithin(data, entry.size);
  throw new ZipFormatError(`Compression method ${entry.method}`);
};
