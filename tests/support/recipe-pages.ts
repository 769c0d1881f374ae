import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The fields of recipe-scrapers' output that the import reader is measured on (null: not given). */
export interface ExpectedRecipe {
  title: string | null;
  ingredients: string[] | null;
  instructions_list: string[] | null;
  yields: string | null;
  prep_time: number | null;
  cook_time: number | null;
  image: string | null;
  canonical_url: string | null;
}

export interface RecipePage {
  name: string;
  html: string;
  expected: ExpectedRecipe;
}

/**
 * Kept beside the repository, not in it (the pages are others' work): `../shared/recipe-pages/`
 * from the repository's root, or wherever RECIPE_PAGES_TARBALL says.
 */
const tarball =
  process.env.RECIPE_PAGES_TARBALL ??
  fileURLToPath(new URL('../../../shared/recipe-pages/dev.tar.xz', import.meta.url));

/**
 * The dev pages (shared/recipe-pages/dev.tar.xz), unpacked into a fresh temporary folder and read
 * into memory; the folder is removed before this returns, so a run leaves nothing behind.
 */
export function loadRecipePages(): RecipePage[] {
  const folder = mkdtempSync(join(tmpdir(), 'recipe-pages-'));
  try {
    execFileSync('tar', ['-xJf', tarball, '-C', folder]);
    const pagesFolder = join(folder, 'dev');
    return readdirSync(pagesFolder)
      .filter((file) => file.endsWith('.html'))
      .sort()
      .map((file) => {
        const name = file.slice(0, -'.html'.length);
        return {
          name,
          html: readFileSync(join(pagesFolder, file), 'utf8'),
          expected: withListsAsLines(
            JSON.parse(readFileSync(join(pagesFolder, `${name}.json`), 'utf8')) as ExpectedRecipe,
          ),
        };
      });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * A scraper that answers its list as one string of lines ("1/2 cup beans\n1 tsp oil") means those
 * lines: read as a list, the string would be compared character by character and no reader could
 * ever match it.
 */
function withListsAsLines(expected: ExpectedRecipe): ExpectedRecipe {
  const asLines = (list: string[] | string | null) =>
    typeof list === 'string' ? list.split('\n').filter((line) => line.trim() !== '') : list;
  return {
    ...expected,
    ingredients: asLines(expected.ingredients),
    instructions_list: asLines(expected.instructions_list),
  };
}

/** The site a page comes from: the host its file is named after ("cookinglight.com__cookinglight"). */
export function siteOf(page: RecipePage): string {
  return page.name.split('__')[0] ?? page.name;
}

export type PageHalf = 'dev' | 'held-out';

/**
 * Which half of the pages a page belongs to, by a stable hash (FNV-1a) of its site, so that all
 * pages of one site fall on the same side. Changes to the reader are designed looking only at the
 * dev half's failures; the held-out half stands for the sites the reader has never seen.
 */
export function halfOf(page: RecipePage): PageHalf {
  let hash = 0x811c9dc5;
  for (const char of siteOf(page)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (hash >>> 0) % 2 === 0 ? 'dev' : 'held-out';
}

/** The address a page was fetched from, as the import route would know it. */
export function pageUrlOf(page: RecipePage): string {
  const canonical = page.expected.canonical_url;
  return canonical && URL.canParse(canonical) ? canonical : `https://${siteOf(page)}/`;
}

const jsonLdBlock = /<script\b[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script\s*>/gi;
const microdataAttribute = /\sitem(?:prop|scope|type|id|ref)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/gi;

/** The page as a site without structured data would serve it: no JSON-LD, no microdata. */
export function withoutStructuredData(html: string): string {
  return html.replace(jsonLdBlock, '').replace(microdataAttribute, '');
}

/** The page's JSON-LD blocks alone, for what they say by themselves. */
export function jsonLdOnly(html: string): string {
  return (html.match(jsonLdBlock) ?? []).join('\n');
}
