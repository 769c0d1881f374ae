import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { UnpackLimitError } from '#functions/transfers/bounded-unpack';
import {
  listZip,
  readZipEntry,
  ZipFormatError,
  ZipOverlapError,
  zipEntryCount,
} from '#functions/transfers/zip-entries';

const text = (value: string) => new TextEncoder().encode(value);

/**
 * One stored entry written the zip64 way, as tools that stream a zip (not knowing sizes ahead) or
 * hold more than 65,535 entries write it: every size and offset in the central directory is
 * 0xFFFFFFFF with the real one in the zip64 extra field, and the count and directory offset are in
 * the zip64 end record.
 */
const zip64Of = (name: string, data: Uint8Array) => {
  const nameBytes = text(name);
  const parts: Uint8Array[] = [];
  const block = (size: number, fill: (view: DataView) => void, tail: Uint8Array[] = []) => {
    const bytes = new Uint8Array(size);
    fill(new DataView(bytes.buffer));
    parts.push(bytes, ...tail);
  };
  block(
    30,
    (v) => {
      v.setUint32(0, 0x04034b50, true);
      v.setUint32(18, data.byteLength, true);
      v.setUint32(22, data.byteLength, true);
      v.setUint16(26, nameBytes.byteLength, true);
    },
    [nameBytes, data],
  );
  const central = 30 + nameBytes.byteLength + data.byteLength;
  block(
    46,
    (v) => {
      v.setUint32(0, 0x02014b50, true);
      v.setUint32(20, 0xffffffff, true);
      v.setUint32(24, 0xffffffff, true);
      v.setUint16(28, nameBytes.byteLength, true);
      v.setUint16(30, 28, true);
      v.setUint32(42, 0xffffffff, true);
    },
    [nameBytes],
  );
  block(28, (v) => {
    v.setUint16(0, 1, true);
    v.setUint16(2, 24, true);
    v.setBigUint64(4, BigInt(data.byteLength), true);
    v.setBigUint64(12, BigInt(data.byteLength), true);
    v.setBigUint64(20, 0n, true);
  });
  const zip64End = central + 46 + nameBytes.byteLength + 28;
  block(56, (v) => {
    v.setUint32(0, 0x06064b50, true);
    v.setBigUint64(32, 1n, true);
    v.setBigUint64(48, BigInt(central), true);
  });
  block(20, (v) => {
    v.setUint32(0, 0x07064b50, true);
    v.setBigUint64(8, BigInt(zip64End), true);
  });
  block(22, (v) => {
    v.setUint32(0, 0x06054b50, true);
    v.setUint16(10, 0xffff, true);
    v.setUint32(16, 0xffffffff, true);
  });
  return new Uint8Array(Buffer.concat(parts));
};

describe('a zip read from its central directory', () => {
  it('lists entries without unpacking them and unpacks one when asked', () => {
    const zip = zipSync({ 'a/recipe.json': text('{"name":"Soup"}'), 'b.txt': text('x'.repeat(1000)) });
    expect(zipEntryCount(zip)).toBe(2);
    const [json, other] = listZip(zip);
    expect(json).toMatchObject({ name: 'a/recipe.json', size: 15, encrypted: false });
    expect(other).toMatchObject({ name: 'b.txt', size: 1000, method: 8 });
    expect(new TextDecoder().decode(readZipEntry(zip, other!, 1000))).toBe('x'.repeat(1000));
    expect(() => readZipEntry(zip, other!, 999)).toThrow(UnpackLimitError);
  });

  it('reads zip64 sizes, offsets and counts', () => {
    const zip = zip64Of('Soup/recipe.json', text('{"name":"Zip64 Soup"}'));
    expect(zipEntryCount(zip)).toBe(1);
    const [entry] = listZip(zip);
    expect(entry).toMatchObject({ name: 'Soup/recipe.json', size: 21, compressedSize: 21, offset: 0 });
    expect(new TextDecoder().decode(readZipEntry(zip, entry!, 100))).toBe('{"name":"Zip64 Soup"}');
  });

  it('refuses a zip cut short, or an entry pointing past its end, as damaged', () => {
    const zip = zipSync({ 'a.json': text('{}') });
    expect(() => listZip(zip.subarray(0, zip.byteLength - 30))).toThrow(ZipFormatError);
    const [entry] = listZip(zip);
    expect(() => readZipEntry(zip, { ...entry!, offset: zip.byteLength - 4 }, 100)).toThrow(ZipFormatError);
  });

  it('refuses entries that share bytes with each other or with the central directory', () => {
    const zip = zipSync({ 'a.json': text('{"a":1}'), 'b.json': text('{"b":2}') }, { level: 0 });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    const centrals: number[] = [];
    for (let at = 0; at + 4 <= zip.byteLength; at++)
      if (view.getUint32(at, true) === 0x02014b50) centrals.push(at);
    const second = centrals[1] ?? 0;
    const crafted = (change: (copy: DataView) => void) => {
      const copy = zip.slice();
      change(new DataView(copy.buffer));
      return copy;
    };
    // The second entry listed again at the first one's offset.
    expect(() => listZip(crafted((v) => v.setUint32(second + 42, 0, true)))).toThrow(ZipOverlapError);
    // The last entry declaring data that runs on into the central directory.
    expect(() => listZip(crafted((v) => v.setUint32(second + 20, 100, true)))).toThrow(ZipOverlapError);
    expect(listZip(zip).map(({ name }) => name)).toEqual(['a.json', 'b.json']);
  });
});
