import { gunzipSync, strFromU8, type UnzipFileInfo, unzipSync } from 'fflate';
import { paprikaToSchemaRecipe } from './paprika';

/** One recipe found in an imported file: a schema.org Recipe object and its photo, or why it could not be read. */
export interface ArchiveEntry {
  /** The recipe's name where known, else its file's name: how a failure is reported. */
  label: string;
  recipe?: Record<string, unknown>;
  image?: Uint8Array;
  error?: string;
}

/** The file as a whole is not one we read; `message` is shown to the user as it is. */
export class UnreadableArchiveError extends Error {}

export const unreadableFileMessage =
  "This file is not a recipe export we can read: a Paprika export (.paprikarecipes), a zip of schema.org recipe.json files (Nextcloud Cookbook), or this app's own export.";

/** A zip bomb stops here: more than this, unpacked, is refused before it is unpacked. */
const maxUnpackedBytes = 600 * 1024 * 1024;
/** One Paprika recipe, photos included, unpacked. */
const maxRecipeBytes = 50 * 1024 * 1024;

const imageName = /\.(jpe?g|png|webp|avif)$/i;
const startsWith = (bytes: Uint8Array, ...magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/** gzip keeps the unpacked size (mod 2^32) in its last four bytes: checked before unpacking. */
const gunzipChecked = (bytes: Uint8Array): Uint8Array => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 18 || view.getUint32(bytes.byteLength - 4, true) > maxRecipeBytes)
    throw new Error('The recipe is too large to read');
  return gunzipSync(bytes);
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

const paprikaEntry = (path: string, bytes: Uint8Array): ArchiveEntry => {
  try {
    const { recipe, image } = paprikaToSchemaRecipe(JSON.parse(strFromU8(gunzipChecked(bytes))));
    return { label: nameOf(recipe, path), recipe, image };
  } catch {
    return { label: baseName(path), error: 'This Paprika recipe could not be read.' };
  }
};

/**
 * The photo of a recipe.json: the file its `image` names beside it, else Nextcloud Cookbook's
 * full.jpg, else the only image in its folder.
 */
const imageBeside = (files: Record<string, Uint8Array>, path: string, recipe: Record<string, unknown>) => {
  const folder = folderOf(path);
  const named =
    typeof recipe.image === 'string' && !/^[a-z]+:/i.test(recipe.image) ? recipe.image : undefined;
  const candidates = Object.keys(files).filter((name) => folderOf(name) === folder && imageName.test(name));
  const chosen =
    (named && candidates.find((name) => baseName(name) === baseName(named))) ??
    candidates.find((name) => /^full\./i.test(baseName(name))) ??
    (candidates.length === 1 ? candidates[0] : undefined);
  return chosen ? files[chosen] : undefined;
};

const jsonEntry = (files: Record<string, Uint8Array>, path: string): ArchiveEntry | undefined => {
  let document: unknown;
  try {
    document = JSON.parse(strFromU8(files[path] ?? new Uint8Array()));
  } catch {
    return { label: baseName(path), error: 'This file is not valid JSON.' };
  }
  const recipe = recipeIn(document);
  // JSON that is not a recipe (a settings file, say) is no entry at all, not a failure.
  if (!recipe) return undefined;
  return { label: nameOf(recipe, path), recipe, image: imageBeside(files, path, recipe) };
};

/**
 * The recipes in an imported file: a Paprika export (a zip of gzip-compressed JSON, one per
 * recipe, photo inside as base64) or a single Paprika recipe; a zip (or folder, zipped) of
 * schema.org recipe JSON files with their photos, as Nextcloud Cookbook and this app's export
 * write them; or one recipe JSON file.
 */
export function readRecipeArchive(bytes: Uint8Array, fileName: string): ArchiveEntry[] {
  if (startsWith(bytes, 0x1f, 0x8b)) return [paprikaEntry(fileName, bytes)];
  if (!startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) {
    const entry = jsonEntry({ [fileName]: bytes }, fileName);
    if (!entry || entry.error) throw new UnreadableArchiveError(unreadableFileMessage);
    return [entry];
  }
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file: UnzipFileInfo) => {
        const wanted =
          !file.name.startsWith('__MACOSX/') &&
          !baseName(file.name).startsWith('.') &&
          /\.(paprikarecipe|json|jpe?g|png|webp|avif)$/i.test(file.name);
        if (wanted) unpacked += file.originalSize;
        if (unpacked > maxUnpackedBytes)
          throw new UnreadableArchiveError('The file unpacks to more than 600 MB.');
        return wanted;
      },
    });
  } catch (error) {
    throw error instanceof UnreadableArchiveError ? error : new UnreadableArchiveError(unreadableFileMessage);
  }
  const entries = Object.keys(files)
    .sort()
    .flatMap((path) => {
      if (/\.paprikarecipe$/i.test(path)) return [paprikaEntry(path, files[path] ?? new Uint8Array())];
      if (/\.json$/i.test(path)) return jsonEntry(files, path) ?? [];
      return [];
    });
  if (entries.length === 0) throw new UnreadableArchiveError(unreadableFileMessage);
  return entries;
}
