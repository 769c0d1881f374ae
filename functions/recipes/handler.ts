import { deleteStoredImage, isImageUploadedBy } from '../files/image-store';
import { dynamo } from '../lib/aws/dynamo-client';
import { tableConfig } from '../lib/config';
import { createHandler } from '../lib/http/create-handler';
import { createCatalogueReader } from './catalogue-reader';
import { createRecipeRepository } from './recipe-repository';
import { createRecipeService } from './recipe-service';

const { TABLE_NAME } = tableConfig();
// Module scope: the catalogue cache lives as long as the warm function does.
const service = createRecipeService({
  recipes: createRecipeRepository(dynamo, TABLE_NAME),
  catalogue: createCatalogueReader(dynamo, TABLE_NAME),
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
