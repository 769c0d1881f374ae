import { maxTags } from './recipe-schemas';

/**
 * Tags from what another app or page calls categories or keywords: strings or lists of them,
 * comma-separated or not. Trimmed, each once whatever its case, none longer than a tag may be,
 * at most as many as a recipe holds.
 */
export const tagList = (values: readonly unknown[]): string[] => {
  const found = new Map<string, string>();
  for (const value of values.flat(2)) {
    if (typeof value !== 'string') continue;
    for (const part of value.split(',')) {
      const tag = part.trim().replace(/\s+/g, ' ');
      if (tag && tag.length <= 40 && !found.has(tag.toLowerCase())) found.set(tag.toLowerCase(), tag);
    }
  }
  return [...found.values()].slice(0, maxTags);
};
