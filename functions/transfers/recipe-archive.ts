import { gunzipWithin, UnpackLimitError } from './bounded-unpack';
import { paprikaToSchemaRecipe } from './paprika';
import { listZip, readZipEntry, type ZipEntry, zipEntryCount } from './zip-entries';

/** One recipe found in an imported file: a schema.org Recipe object and its photo, or why it could not be read. */
export interface ArchiveEntry {
  /** The recipe's name where known, else its file's name: how a failure is reported. */
  label: string;
  recipe?: Record<string, unknown>;
  image?: Uint8Array;
  error?: string;
}

/**
 * An imported file, opened: how many recipe entries it lists, and the entries themselves, each
 * unpacked only when its turn comes (a generator), so memory holds the file and one entry.
 */
export interface RecipeArchive {
  total: number;
  entries: () => Generator<ArchiveEntry>;
}

/** The file as a whole is not one we read; `message` is shown to the user as it is. */
export class UnreadableArchiveError extends Error {}

export const unreadableFileMessage =
  "This file is not a recipe export we can read: a Paprika export (.paprikarecipes), a zip of schema.org recipe.json files (Nextcloud Cookbook), or this app's own export.";

const mb = 1024 * 1024;
/**
 * What a file may unpack to in all (a zip bomb stops here), a Paprika recipe counted by its size
 * after gunzip: checked on the sizes the zip declares before anything is unpacked, and on what is
 * actually unpacked as it goes.
 */
export const maxUnpackedBytes = 600 * mb;
/** One entry, unpacked: a Paprika recipe with its photo, a recipe.json, a photo. */
export const maxEntryBytes = 50 * mb;
/** Files a zip may list; more is refused before any is read. */
export const maxArchiveEntries = 10_000;

export const tooLargeFileMessage = `The file unpacks to more than ${maxUnpackedBytes / mb} MB.`;
export const tooManyEntriesMessage = `The file holds more than ${maxArchiveEntries.toLocaleString('en')} files. Please import it in parts.`;
export const tooLargeEntryMessage = `It is larger than ${maxEntryBytes / mb} MB unpacked.`;

const imageName = /\.(jpe?g|png|webp|avif)$/i;
const paprikaName = /\.paprikarecipe$/i;
const jsonName = /\.json$/i;
const startsWith = (bytes: Uint8Array, ...magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/** UTF-8 text, decoded by Node's Buffer: four times as fast as fflate's decoder on a large entry. */
const textOf = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');

/** Counts what is unpacked toward the file's limit; the whole file fails past it. */
const unpackedCounter = () => {
  let unpacked = 0;
  return (bytes: Uint8Array) => {
    unpacked += bytes.byteLength;
    if (unpacked > maxUnpackedBytes) throw new UnreadableArchiveError(tooLargeFileMessage);
    return bytes;
  };
};

/** An entry's failure: the file's limit ends the whole import; anything else fails this entry alone. */
const entryError = (error: unknown, label: string, otherwise: string): ArchiveEntry => {
  if (error instanceof UnreadableArchiveError) throw error;
  return { label, error: error instanceof UnpackLimitError ? tooLargeEntryMessage : otherwise };
};

const isRecipeType = (type: unknown) => type === 'Recipe' || (Array.isArray(type) && type.includes('Recipe'));

/** The schema.org Recipe in a JSON document: the document itself, or one inside an array or @graph. */
const recipeIn = (document: unknown): Record<string, unknown> | undefined => {
  if (Array.isArray(document)) return document.map(recipeIn).find(Boolean);
  if (typeof document !== 'object' || document === null) return undefined;
  const node = document as Record<string, unknown>;
  if (isRecipeType(node['@type'])) return node;
  return recipeIn(node['@graph']);
};

const nameOf = (recipe: Record<string, unknown> | undefined, path: string) =>
  (typeof recipe?.name === 'string' && recipe.name.trim()) || baseName(path);

/** A Paprika recipe: gzip-compressed JSON, counted by its size after gunzip, never unpacked past one entry's limit. */
const paprikaEntry = (
  path: string,
  gzipped: () => Uint8Array,
  count: (bytes: Uint8Array) => Uint8Array,
): ArchiveEntry => {
  try {
    const json = count(gunzipWithin(gzipped(), maxEntryBytes));
    const { recipe, image } = paprikaToSchemaRecipe(JSON.parse(textOf(json)));
    return { label: nameOf(recipe, path), recipe, image };
  } catch (error) {
    return entryError(error, baseName(path), 'This Paprika recipe could not be read.');
  }
};

/** A recipe JSON file and its photo (read only once the JSON proves a recipe); undefined for JSON that is no recipe. */
const jsonEntry = (
  path: string,
  read: () => Uint8Array,
  photoOf: (recipe: Record<string, unknown>) => Uint8Array | undefined,
): ArchiveEntry | undefined => {
  let document: unknown;
  try {
    document = JSON.parse(textOf(read()));
  } catch (error) {
    return entryError(error, baseName(path), 'This file is not valid JSON.');
  }
  const recipe = recipeIn(document);
  // JSON that is not a recipe (a settings file, say) is no entry at all, not a failure.
  if (!recipe) return undefined;
  return { label: nameOf(recipe, path), recipe, image: photoOf(recipe) };
};

/**
 * The photo of a recipe.json: the file its `image` names beside it, else Nextcloud Cookbook's
 * full.jpg, else the only image in its folder.
 */
const imageBeside = (images: ZipEntry[], path: string, recipe: Record<string, unknown>) => {
  const folder = folderOf(path);
  const named =
    typeof recipe.image === 'string' && !/^[a-z]+:/i.test(recipe.image) ? recipe.image : undefined;
  const candidates = images.filter(({ name }) => folderOf(name) === folder);
  return (
    (named ? candidates.find(({ name }) => baseName(name) === baseName(named)) : undefined) ??
    candidates.find(({ name }) => /^full\./i.test(baseName(name))) ??
    (candidates.length === 1 ? candidates[0] : undefined)
  );
};

const isWanted = ({ name }: ZipEntry) =>
  !name.startsWith('__MACOSX/') &&
  !baseName(name).startsWith('.') &&
  (paprikaName.test(name) || jsonName.test(name) || imageName.test(name));

/** The zip's listing, or why the file cannot be read: too many entries, too large, no recipe files, no zip. */
const listRecipeZip = (bytes: Uint8Array) => {
  let listed: ZipEntry[];
  try {
    if (zipEntryCount(bytes) > maxArchiveEntries) throw new UnreadableArchiveError(tooManyEntriesMessage);
    listed = listZip(bytes);
  } catch (error) {
    throw error instanceof UnreadableArchiveError ? error : new UnreadableArchiveError(unreadableFileMessage);
  }
  const wanted = listed.filter(isWanted);
  if (wanted.reduce((sum, entry) => sum + entry.size, 0) > maxUnpackedBytes)
    throw new UnreadableArchiveError(tooLargeFileMessage);
  const recipes = wanted
    .filter(({ name }) => paprikaName.test(name) || jsonName.test(name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (recipes.length === 0) throw new UnreadableArchiveError(unreadableFileMessage);
  return { recipes, images: wanted.filter(({ name }) => imageName.test(name)) };
};

const oneEntry = (entry: ArchiveEntry): RecipeArchive => ({
  total: 1,
  *entries() {
    yield entry;
  },
});

/**
 * The recipes in an imported file: a Paprika export (a zip of gzip-compressed JSON, one per
 * recipe, photo inside as base64) or a single Paprika recipe; a zip (or folder, zipped) of
 * schema.org recipe JSON files with their photos, as Nextcloud Cookbook and this app's export
 * write them; or one recipe JSON file. A file that cannot be read at all throws
 * `UnreadableArchiveError`, here or (past the unpacked limit, or holding no recipe) from `entries`.
 */
export function openRecipeArchive(bytes: Uint8Array, fileName: string): RecipeArchive {
  const count = unpackedCounter();
  const whole = () => {
    if (bytes.byteLength > maxEntryBytes) throw new UnpackLimitError('The file is larger than one entry');
    return bytes;
  };
  if (startsWith(bytes, 0x1f, 0x8b)) return oneEntry(paprikaEntry(fileName, whole, count));
  if (!startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) {
    const entry = jsonEntry(fileName, whole, () => undefined);
    if (!entry || entry.error) throw new UnreadableArchiveError(unreadableFileMessage);
    return oneEntry(entry);
  }
  const { recipes, images } = listRecipeZip(bytes);
  const unpack = (entry: ZipEntry) => readZipEntry(bytes, entry, maxEntryBytes);
  const photoOf = (path: string) => (recipe: Record<string, unknown>) => {
    const image = imageBeside(images, path, recipe);
    try {
      return image && count(unpack(image));
    } catch (error) {
      // A photo that cannot be read is no reason to lose the recipe: it comes in without one.
      if (error instanceof UnreadableArchiveError) throw error;
      return undefined;
    }
  };
  return {
    total: recipes.length,
    *entries() {
      let found = 0;
      for (const entry of recipes) {
        const read = paprikaName.test(entry.name)
          ? paprikaEntry(entry.name, () => unpack(entry), count)
          : jsonEntry(entry.name, () => count(unpack(entry)), photoOf(entry.name));
        if (!read) continue;
        found += 1;
        yield read;
      }
      if (found === 0) throw new UnreadableArchiveError(unreadableFileMessage);
    },
  };
}
