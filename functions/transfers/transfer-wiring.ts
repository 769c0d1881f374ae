import { createCatalogue } from '../data/catalogue';
import { defaultTable } from '../data/default-table';
import { createFavourites } from '../data/favourites';
import { createImportJobs } from '../data/import-jobs';
import { createRatings } from '../data/ratings';
import { createRecipes } from '../data/recipes';
import { deleteStoredImage, imageStore, isImageUploadedBy, parseFileUrl } from '../files/image-store';
import { imageSaver } from '../files/store-image';
import { createCatalogueReader } from '../recipes/catalogue-reader';
import { createRecipeService } from '../recipes/recipe-service';
import { toRecipe } from '../recipes/recipe-views';
import { transferFiles } from './transfer-files';
import { createTransferService } from './transfer-service';

/** The transfer service on the real table and buckets: the API function and the upload function share it. */
export const defaultTransferService = () => {
  const table = defaultTable();
  const recipes = createRecipes(table);
  const catalogue = createCatalogueReader(createCatalogue(table), recipes.ingredientNamesOf);
  const recipeService = createRecipeService({
    recipes,
    favourites: createFavourites(table),
    ratings: createRatings(table),
    catalogue,
    deleteImage: deleteStoredImage,
    isImageUploadedBy,
  });
  const images = imageStore();
  return createTransferService({
    jobs: createImportJobs(table),
    async recipesOf(userId) {
      const mine = await catalogue.byCreator(userId, new Set());
      const found = new Map(
        (await recipes.findMany(mine.map(({ id }) => id))).map((record) => [record.id, record]),
      );
      // Newest first, as My Page lists them.
      return mine.flatMap(({ id }) => {
        const record = found.get(id);
        return record ? [toRecipe(record)] : [];
      });
    },
    createRecipe: (userId, fields) => recipeService.create({ userId }, fields),
    saveImage: imageSaver(images),
    async readImage(imageUrl) {
      const fileId = parseFileUrl(imageUrl);
      return fileId ? images.read(fileId, 'full').catch(() => undefined) : undefined;
    },
    files: transferFiles(),
  });
};
