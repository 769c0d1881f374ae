import { createCatalogue } from '../data/catalogue';
import { createCataloguePacks } from '../data/catalogue-packs';
import { defaultTable } from '../data/default-table';
import { createFavourites } from '../data/favourites';
import { repositoriesOf } from '../data/repositories';
import { createHandler } from '../lib/http/create-handler';
import { requestLocale } from '../lib/i18n/request-locale';
import { createPlannerCatalogue } from './planner-catalogue';
import { createPlannerService } from './planner-service';
import { unmetText } from './unmet-texts';

const table = defaultTable();
const { planningRules, mealPlans, memberships, recipes, pantryItems } = repositoriesOf(table);
// Module scope: the catalogue cache lives as long as the warm function does.
const service = createPlannerService({
  rules: planningRules,
  plans: mealPlans,
  memberships,
  catalogue: createPlannerCatalogue(
    createCatalogue(table),
    createCataloguePacks(table),
    recipes.ingredientNamesOf,
  ),
  favourites: createFavourites(table),
  pantry: pantryItems.list,
  unmetText,
});

export const handler = createHandler('planner', {
  userPlanningRules: ({ caller, params }) => service.rules(caller, { type: 'user', id: params.userId }),
  groupPlanningRules: ({ caller, params }) => service.rules(caller, { type: 'group', id: params.groupId }),
  savePlanningRules: ({ caller, body }) => service.saveRules(caller, body),
  suggestWeek: ({ caller, body, event }) => service.suggest(caller, body, requestLocale(event)),
});
