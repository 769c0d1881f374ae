import type { RecipeFields, RecipeListParams } from '#shared/recipes/recipe-schemas';
import { type Favourites, maxFavourites } from '../data/favourites';
import type { Ratings } from '../data/ratings';
import type { RecipeRecord, Recipes } from '../data/recipes';
import type { Caller } from '../lib/auth/access-token';
import { ConflictError, ForbiddenError, invalidField, NotFoundError } from '../lib/domain-errors';
import { defaultSideEffects, type SideEffects } from '../lib/side-effects';
import type { PantryFilter } from './catalogue-query';
import type { CatalogueReader } from './catalogue-reader';
import { storedFields, toRecipe } from './recipe-views';

export interface RecipeServiceDependencies extends Partial<Pick<SideEffects, 'now' | 'newId'>> {
  recipes: Pick<Recipes, 'get' | 'create' | 'update' | 'delete'>;
  favourites: Favourites;
  ratings: Pick<Ratings, 'deleteAllOf'>;
  catalogue: CatalogueReader;
  /** Removes a stored image by its URL; called when a recipe's image is replaced or the recipe deleted. */
  deleteImage: (imageUrl: string) => Promise<void>;
  /** Whether the user uploaded the image: a recipe may only show its creator's own uploads. */
  isImageUploadedBy: (imageUrl: string, userId: string) => Promise<boolean>;
}

const recipeNotFound = () => new NotFoundError('errors.recipeNotFound');

export const createRecipeService = (dependencies: RecipeServiceDependencies) => {
  const { recipes, favourites, ratings, catalogue, deleteImage, isImageUploadedBy, now, newId } = {
    ...defaultSideEffects,
    ...dependencies,
  };
  /** The recipe if the caller may change it: 404 when missing, 403 when someone else's. */
  const ownedRecipe = async (caller: Caller, recipeId: string) => {
    const existing = await recipes.get(recipeId);
    if (!existing) throw recipeNotFound();
    if (existing.createdBy !== caller.userId) throw new ForbiddenError('errors.recipeCreatorOnly');
    return existing;
  };

  const requireOwnImage = async (
    caller: Pick<Caller, 'userId'>,
    imageUrl: string | null,
    previous: string | null = null,
  ) => {
    if (imageUrl && imageUrl !== previous && !(await isImageUploadedBy(imageUrl, caller.userId))) {
      throw invalidField('imageUrl', 'errors.imageNotYours');
    }
  };

  return {
    // The caller's favourites (and the pantry asked for) are read beside the catalogue's versions:
    // one round trip, not two.
    list: (caller: Pick<Caller, 'userId'>, query: RecipeListParams, pantry?: Promise<PantryFilter>) =>
      catalogue.list(query, favourites.of(caller.userId), pantry),

    byCreator: (caller: Pick<Caller, 'userId'>) =>
      catalogue.byCreator(caller.userId, favourites.of(caller.userId)),

    tags: () => catalogue.tags(),

    async get(caller: Pick<Caller, 'userId'>, recipeId: string) {
      const [record, favouriteIds] = await Promise.all([recipes.get(recipeId), favourites.of(caller.userId)]);
      if (!record) throw recipeNotFound();
      return toRecipe(record, favouriteIds.has(recipeId));
    },

    async addFavourite(caller: Pick<Caller, 'userId'>, recipeId: string) {
      if (!(await recipes.get(recipeId))) throw recipeNotFound();
      if (!(await favourites.add(caller.userId, recipeId)))
        throw new ConflictError('errors.tooManyFavourites', { max: String(maxFavourites) });
    },

    removeFavourite: (caller: Pick<Caller, 'userId'>, recipeId: string) =>
      favourites.remove(caller.userId, recipeId),

    async create(caller: Pick<Caller, 'userId'>, fields: RecipeFields) {
      await requireOwnImage(caller, fields.imageUrl);
      const record: RecipeRecord = {
        ...storedFields(fields, newId),
        tags: fields.tags ?? [],
        id: newId(),
        createdBy: caller.userId,
        createdAt: now().toISOString(),
        ratingSum: 0,
        ratingCount: 0,
      };
      await recipes.create(record);
      return toRecipe(record);
    },

    async update(caller: Caller, recipeId: string, fields: RecipeFields) {
      const existing = await ownedRecipe(caller, recipeId);
      await requireOwnImage(caller, fields.imageUrl, existing.imageUrl);
      // A client that predates tags sends none: the recipe keeps its own.
      const record: RecipeRecord = {
        ...existing,
        ...storedFields(fields, newId),
        tags: fields.tags ?? existing.tags ?? [],
      };
      if (!(await recipes.update(record, caller.userId))) throw recipeNotFound();
      if (existing.imageUrl && existing.imageUrl !== record.imageUrl) await deleteImage(existing.imageUrl);
      return toRecipe(record, (await favourites.of(caller.userId)).has(recipeId));
    },

    async delete(caller: Caller, recipeId: string) {
      const existing = await ownedRecipe(caller, recipeId);
      if (!(await recipes.delete(recipeId, caller.userId))) throw recipeNotFound();
      await ratings.deleteAllOf(recipeId);
      if (existing.imageUrl) await deleteImage(existing.imageUrl);
    },
  };
};
