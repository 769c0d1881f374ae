import type { StoredText } from '../data/import-jobs';
import { gunzipWithin, UnpackLimitError } from './bounded-unpack';
import { paprikaToSchemaRecipe } from './paprika';
import { listZip, readZipEntry, type ZipEntry, ZipOverlapError, zipEntryCount } from './zip-entries';

/** One recipe found in an imported file: a schema.org Recipe object and its photo, or why it could not be read. */
export interface ArchiveEntry {
  /** The recipe's name where known, else its file's name: how a failure is reported. */
  label: string;
  recipe?: Record<string, unknown>;
  image?: Uint8Array;
  error?: StoredText;
}

/**
 * An imported file, opened: how many recipe entries it lists, and the entries themselves, each
 * unpacked only when its turn comes (a generator), so memory holds the file and one entry.
 */
export interface RecipeArchive {
  total: number;
  entries: () => Generator<ArchiveEntry>;
}

/** The file as a whole is not one we read; `text` is stored with the job, for its reader. */
export class UnreadableArchiveError extends Error {
  constructor(readonly text: StoredText) {
    super(text.key);
  }
}

export const unreadableFileMessage: StoredText = { key: 'importJobs.unreadableFile' };

const mb = 1024 * 1024;
/**
 * What a file may unpack to in all (a zip bomb stops here), a Paprika recipe counted by its size
 * after gunzip: checked on the sizes the zip declares before anything is unpacked, and on what is
 * actually unpacked as it goes.
 */
export const maxUnpackedBytes = 600 * mb;
/** One entry, unpacked: a recipe.json, a photo. */
export const maxEntryBytes = 50 * mb;
/**
 * One Paprika recipe after gunzip: its JSON is a few KB and its photo, base64 inside, a few MB;
 * 20 MB holds a 15 MB photo (a large phone photo at full size). A bomb stops here, so the
 * file's total admits at most 30 of them.
 */
export const maxPaprikaEntryBytes = 20 * mb;
/** Files a zip may list; more is refused before any is read. */
export const maxArchiveEntries = 10_000;

export const tooLargeFileMessage: StoredText = {
  key: 'importJobs.tooLargeFile',
  values: { megabytes: maxUnpackedBytes / mb },
};
export const tooManyEntriesMessage: StoredText = {
  key: 'importJobs.tooManyEntries',
  values: { count: maxArchiveEntries },
};
export const tooLargeEntryMessage: StoredText = {
  key: 'importJobs.tooLargeEntry',
  values: { megabytes: maxEntryBytes / mb },
};
export const tooLargePaprikaMessage: StoredText = {
  key: 'importJobs.tooLargeEntry',
  values: { megabytes: maxPaprikaEntryBytes / mb },
};
export const overlappingEntriesMessage: StoredText = { key: 'importJobs.overlappingEntries' };
export const unreadableEntryMessage: StoredText = { key: 'importJobs.unreadableEntry' };
/**
 * Entries in a row that fail before the whole file is given up: a damaged or crafted file fails
 * entry after entry, and reading on only spends the import's time.
 */
export const maxFailuresInARow = 50;
export const failuresInARowMessage: StoredText = {
  key: 'importJobs.failuresInARow',
  values: { count: maxFailuresInARow },
};
/** How deep a recipe is looked for in a JSON document's arrays and @graph, as the page reader does. */
const maxGraphDepth = 8;

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

/** Counts bytes unpacked toward the file's limit; the whole file fails past it. */
const unpackedCounter = () => {
  let unpacked = 0;
  return (bytes: number) => {
    unpacked += bytes;
    if (unpacked > maxUnpackedBytes) throw new UnreadableArchiveError(tooLargeFileMessage);
  };
};
type Counter = ReturnType<typeof unpackedCounter>;

/** Counts bytes that were unpacked and answers them. */
const counted = (count: Counter) => (bytes: Uint8Array) => {
  count(bytes.byteLength);
  return bytes;
};

/**
 * An entry's failure: the file's limit ends the whole import; anything else fails this entry
 * alone. An entry stopped at its limit counts what was unpacked until then toward the file's
 * total, so thousands of bombs cannot each unpack their limit for free.
 */
const entryError = (
  error: unknown,
  label: string,
  otherwise: StoredText,
  count: Counter,
  tooLarge = tooLargeEntryMessage,
): ArchiveEntry => {
  if (error instanceof UnreadableArchiveError) throw error;
  if (!(error instanceof UnpackLimitError)) return { label, error: otherwise };
  count(error.inflated);
  return { label, error: tooLarge };
};

const isRecipeType = (type: unknown) => type === 'Recipe' || (Array.isArray(type) && type.includes('Recipe'));

/**
 * The schema.org Recipe in a JSON document: the document itself, or one inside an array or
 * @graph, at most `maxGraphDepth` deep (JSON.parse takes any depth; recursion would not).
 */
const recipeIn = (document: unknown, depth = 0): Record<string, unknown> | undefined => {
  if (depth > maxGraphDepth) return undefined;
  if (Array.isArray(document)) {
    for (const item of document) {
      const found = recipeIn(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof document !== 'object' || document === null) return undefined;
  const node = document as Record<string, unknown>;
  if (isRecipeType(node['@type'])) return node;
  return recipeIn(node['@graph'], depth + 1);
};

const nameOf = (recipe: Record<string, unknown> | undefined, path: string) =>
  (typeof recipe?.name === 'string' && recipe.name.trim()) || baseName(path);

/** A Paprika recipe: gzip-compressed JSON, counted by its size after gunzip, never unpacked past one entry's limit. */
const paprikaEntry = (path: string, gzipped: () => Uint8Array, count: Counter): ArchiveEntry => {
  try {
    const json = counted(count)(gunzipWithin(gzipped(), maxPaprikaEntryBytes));
    const { recipe, image } = paprikaToSchemaRecipe(JSON.parse(textOf(json)));
    return { label: nameOf(recipe, path), recipe, image };
  } catch (error) {
    return entryError(
      error,
      baseName(path),
      { key: 'importJobs.paprikaUnreadable' },
      count,
      tooLargePaprikaMessage,
    );
  }
};

/** A recipe JSON file and its photo (read only once the JSON proves a recipe); undefined for JSON that is no recipe. */
const jsonEntry = (
  path: string,
  read: () => Uint8Array,
  photoOf: (recipe: Record<string, unknown>) => Uint8Array | undefined,
  count: Counter,
): ArchiveEntry | undefined => {
  let recipe: Record<string, unknown> | undefined;
  try {
    recipe = recipeIn(JSON.parse(textOf(read())));
  } catch (error) {
    return entryError(error, baseName(path), { key: 'importJobs.notJson' }, count);
  }
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
    if (error instanceof UnreadableArchiveError) throw error;
    throw new UnreadableArchiveError(
      error instanceof ZipOverlapError ? overlappingEntriesMessage : unreadableFileMessage,
    );
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
    const entry = jsonEntry(fileName, whole, () => undefined, count);
    if (!entry || entry.error) throw new UnreadableArchiveError(unreadableFileMessage);
    return oneEntry(entry);
  }
  const { recipes, images } = listRecipeZip(bytes);
  const unpack = (entry: ZipEntry) => readZipEntry(bytes, entry, maxEntryBytes);
  const photoOf = (path: string) => (recipe: Record<string, unknown>) => {
    const image = imageBeside(images, path, recipe);
    try {
      return image && counted(count)(unpack(image));
    } catch (error) {
      // A photo that cannot be read is no reason to lose the recipe: it comes in without one
      // (what it unpacked before its limit still counts toward the file's).
      entryError(error, image?.name ?? '', unreadableEntryMessage, count);
      return undefined;
    }
  };
  return {
    total: recipes.length,
    *entries() {
      let found = 0;
      let failedInARow = 0;
      for (const entry of recipes) {
        const read = paprikaName.test(entry.name)
          ? paprikaEntry(entry.name, () => unpack(entry), count)
          : jsonEntry(entry.name, () => counted(count)(unpack(entry)), photoOf(entry.name), count);
        if (!read) continue;
        found += 1;
        failedInARow = read.error ? failedInARow + 1 : 0;
        yield read;
        if (failedInARow >= maxFailuresInARow) throw new UnreadableArchiveError(failuresInARowMessage);
      }
      if (found === 0) throw new UnreadableArchiveError(unreadableFileMessage);
    },
  };
}
