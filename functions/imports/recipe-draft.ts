import type { ParsedIngredientLine } from '#shared/recipes/ingredient-line';

/** One ingredient of an imported recipe, numbered from 1 in the page's order. */
export interface DraftIngredient extends ParsedIngredientLine {
  sortOrder: number;
}

/**
 * What the import route answers: a recipe read from a page, for the user to check and save.
 * Times are whole minutes; a field the page does not give is null (or empty).
 */
export interface RecipeDraft {
  name: string;
  description: string;
  prepTime: number | null;
  cookTime: number | null;
  servings: number | null;
  externalRecipeUrl: string;
  imageSourceUrl: string | null;
  ingredients: DraftIngredient[];
  instructions: string[];
  /** The page's categories, cuisines and keywords. */
  tags: string[];
}

/**
 * What one way of reading a page (JSON-LD, microdata, the HTML itself) found, before the reader
 * merges the ways: a field is undefined when that way has nothing to say about it.
 */
export interface RecipeFields {
  name?: string;
  description?: string;
  prepTime?: number;
  cookTime?: number;
  servings?: number;
  image?: string;
  url?: string;
  ingredients?: string[];
  /**
   * The structured data's ingredient items each held several lines, which the reader parted: the
   * site's own generator ran its list together and cut it again, and may have cut inside a line.
   */
  ingredientsRunTogether?: boolean;
  instructions?: string[];
  tags?: string[];
}

/**
 * The most lines of ingredients or steps a reader takes from a page, and the longest line: twice
 * what a recipe may hold (100 of each) and as long as a step may be, so that every real recipe is
 * read whole, and a page of thousands of lines costs no more than one of two hundred.
 */
export const maxLines = 200;
export const maxLineLength = 2_000;
