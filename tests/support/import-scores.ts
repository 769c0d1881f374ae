import type { RecipeDraft } from '#functions/imports/recipe-reader';
import type { ExpectedRecipe, RecipePage } from './recipe-pages';

/** How the reader did on one field of one page: right, wrong, or not counted (nothing expected). */
type Verdict = boolean | undefined;

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const sameLines = (actual: string[], expected: string[]) =>
  actual.length === expected.length &&
  actual.every((line, index) => normalise(line) === normalise(expected[index] ?? ''));
/**
 * A line as the loose measure compares it: fraction glyphs written out ("½" as "1/2"), then only
 * its letters and digits, so punctuation, spacing and brackets do not count.
 */
const fractionGlyphs: Record<string, string> = {
  '¼': '1/4',
  '½': '1/2',
  '¾': '3/4',
  '⅐': '1/7',
  '⅑': '1/9',
  '⅒': '1/10',
  '⅓': '1/3',
  '⅔': '2/3',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};
const lettersAndDigits = (line: string) =>
  line.replace(/[¼½¾⅐-⅞]/g, (glyph) => fractionGlyphs[glyph] ?? glyph).replace(/[^\p{L}\p{N}]+/gu, '');
/** Every line right but for punctuation, spacing, brackets and fraction glyphs (½ vs 1/2). */
export const sameButForPunctuation = (actual: string[], expected: string[]) =>
  actual.length === expected.length &&
  actual.every((line, index) => lettersAndDigits(line) === lettersAndDigits(expected[index] ?? ''));
const firstNumber = (text: string) => {
  const digits = /\d+/.exec(text)?.[0];
  return digits === undefined ? undefined : Number(digits);
};

/** The draft's ingredient lines against those expected, by `compare`; not judged where none are expected. */
const ingredientLinesBy =
  (compare: (read: string[], expected: string[]) => boolean) =>
  (draft: RecipeDraft, expected: ExpectedRecipe) =>
    expected.ingredients?.length
      ? compare(
          draft.ingredients.map((ingredient) => ingredient.text),
          expected.ingredients,
        )
      : undefined;

/**
 * The fields the import reader is measured on, each judged only where recipe-scrapers gives a value.
 * A time of 0 expected matches none read (the draft says null for "not given").
 */
export const fieldChecks = {
  title: (draft, expected) =>
    expected.title ? normalise(draft.name) === normalise(expected.title) : undefined,
  ingredients: ingredientLinesBy(sameLines),
  /** Issue 28's measure of the ingredients, printed beside the exact one. */
  ingredientsLoose: ingredientLinesBy(sameButForPunctuation),
  instructions: (draft, expected) =>
    expected.instructions_list?.length
      ? sameLines(draft.instructions, expected.instructions_list)
      : undefined,
  servings: (draft, expected) => {
    const servings = expected.yields ? firstNumber(expected.yields) : undefined;
    return servings === undefined ? undefined : draft.servings === servings;
  },
  prepTime: (draft, expected) =>
    typeof expected.prep_time === 'number' ? (draft.prepTime ?? 0) === expected.prep_time : undefined,
  cookTime: (draft, expected) =>
    typeof expected.cook_time === 'number' ? (draft.cookTime ?? 0) === expected.cook_time : undefined,
  imageFound: (draft, expected) => (expected.image ? draft.imageSourceUrl !== null : undefined),
} satisfies Record<string, (draft: RecipeDraft, expected: ExpectedRecipe) => Verdict>;

export type FieldName = keyof typeof fieldChecks;
export const fieldNames = Object.keys(fieldChecks) as FieldName[];

export interface PageResult {
  page: RecipePage;
  draft: RecipeDraft | undefined;
  verdicts: Record<FieldName, Verdict>;
}

/** A page the reader finds no recipe on fails every field that has an expected value. */
export function judgePage(page: RecipePage, draft: RecipeDraft | undefined): PageResult {
  const verdicts = Object.fromEntries(
    fieldNames.map((field) => {
      const counted = draft ?? emptyDraft;
      const verdict = fieldChecks[field](counted, page.expected);
      return [field, verdict === undefined ? undefined : draft !== undefined && verdict];
    }),
  ) as Record<FieldName, Verdict>;
  return { page, draft, verdicts };
}

const emptyDraft: RecipeDraft = {
  name: '',
  description: '',
  prepTime: null,
  cookTime: null,
  servings: null,
  externalRecipeUrl: '',
  imageSourceUrl: null,
  ingredients: [],
  instructions: [],
  tags: [],
};

export interface FieldShare {
  field: FieldName;
  right: number;
  counted: number;
  share: number;
}

/** Per field: how many counted pages the reader got exactly right, and that share. */
export function fieldShares(results: PageResult[]): FieldShare[] {
  return fieldNames.map((field) => {
    const verdicts = results
      .map((result) => result.verdicts[field])
      .filter((verdict) => verdict !== undefined);
    const right = verdicts.filter(Boolean).length;
    return { field, right, counted: verdicts.length, share: verdicts.length ? right / verdicts.length : 1 };
  });
}

/** The fields a page got wrong. */
export function failedFields(result: PageResult): FieldName[] {
  return fieldNames.filter((field) => result.verdicts[field] === false);
}
