import { createCatalogue } from '../data/catalogue';
import { defaultTable } from '../data/default-table';
import { createFavourites } from '../data/favourites';
import { createRatings } from '../data/ratings';
import { createRecipes } from '../data/recipes';
import { repositoriesOf } from '../data/repositories';
import { deleteStoredImage, isImageUploadedBy } from '../files/image-store';
import { createHandler } from '../lib/http/create-handler';
import { createPantryStockReader } from '../lib/pantry-stock';
import { createCatalogueReader } from './catalogue-reader';
import { createPantryFilterOf } from './pantry-filter';
import { createRecipeService } from './recipe-service';

const table = defaultTable();
const recipes = createRecipes(table);
// Module scope: the catalogue cache lives as long as the warm function does.
const service = createRecipeService({
  recipes,
  favourites: createFavourites(table),
  ratings: createRatings(table),
  catalogue: createCatalogueReader(createCatalogue(table), recipes.ingredientNamesOf),
  deleteImage: deleteStoredImage,
  isImageUploadedBy,
});
const { memberships, pantryItems, alwaysHave } = repositoriesOf(table);
const pantryFilterOf = createPantryFilterOf({
  memberships,
  pantryStockOf: createPantryStockReader({ pantryItems, alwaysHave }),
});

export const handler = createHandler('recipes', {
  listRecipes: ({ caller, query }) => service.list(caller, query, pantryFilterOf(caller, query)),
  userRecipes: ({ caller }) => service.byCreator(caller),
  recipeTags: () => service.tags(),
  getRecipe: ({ caller, params }) => service.get(caller, params.id),
  addFavourite: ({ caller, params }) => service.addFavourite(caller, params.id),
  removeFavourite: ({ caller, params }) => service.removeFavourite(caller, params.id),
  createRecipe: ({ caller, body }) => service.create(caller, body),
  updateRecipe: ({ caller, params, body }) => service.update(caller, params.id, body),
  deleteRecipe: ({ caller, params }) => service.delete(caller, params.id),
});
