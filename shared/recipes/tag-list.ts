import { maxTags } from './recipe-schemas';

/** The most of one value read for tags: 20 tags of 40 characters, many times over. */
const maxTagText = 10_000;

/**
 * Tags from what another app or page calls categories or keywords: strings or lists of them,
 * comma-separated or not. Trimmed, each once whatever its case, none longer than a tag may be,
 * at most as many as a recipe holds.
 */
export const tagList = (values: readonly unknown[]): string[] => {
  const found = new Map<string, string>();
  for (const value of values.flat(2)) {
    if (typeof value !== 'string') continue;
    // The tags a recipe holds fit in far less; a value of megabytes is not split to its end.
    for (const part of value.slice(0, maxTagText).split(',')) {
      const tag = part.trim().replace(/\s+/g, ' ');
      if (tag && tag.length <= 40 && !found.has(tag.toLowerCase())) found.set(tag.toLowerCase(), tag);
    }
  }
  return [...found.values()].slice(0, maxTags);
};
