import { createCatalogue } from '../data/catalogue';
import { defaultTable } from '../data/default-table';
import { createRatings } from '../data/ratings';
import { createRecipes } from '../data/recipes';
import { deleteStoredImage, isImageUploadedBy } from '../files/image-store';
import { createHandler } from '../lib/http/create-handler';
import { createCatalogueReader } from './catalogue-reader';
import { createRecipeService } from './recipe-service';

const table = defaultTable();
// Module scope: the catalogue cache lives as long as the warm function does.
const service = createRecipeService({
  recipes: createRecipes(table),
  ratings: createRatings(table),
  catalogue: createCatalogueReader(createCatalogue(table)),
  deleteImage: deleteStoredImage,
  isImageUploadedBy,
});

export const handler = createHandler('recipes', {
  listRecipes: ({ query }) => service.list(query),
  userRecipes: ({ caller }) => service.byCreator(caller),
  getRecipe: ({ params }) => service.get(params.id),
  createRecipe: ({ caller, body }) => service.create(caller, body),
  updateRecipe: ({ caller, params, body }) => service.update(caller, params.id, body),
  deleteRecipe: ({ caller, params }) => service.delete(caller, params.id),
});
