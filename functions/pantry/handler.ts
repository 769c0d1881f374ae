import { defaultRepositories } from '../data/repositories';
import { createHandler } from '../lib/http/create-handler';
import { createPantryService } from './pantry-service';

const { pantryItems, alwaysHave, memberships } = defaultRepositories();
const service = createPantryService({ items: pantryItems, alwaysHave, memberships });

export const handler = createHandler('pantry', {
  userPantry: ({ caller, params }) => service.list(caller, { type: 'user', id: params.userId }),
  groupPantry: ({ caller, params }) => service.list(caller, { type: 'group', id: params.groupId }),
  createPantryItem: ({ caller, body }) => service.create(caller, body),
  updatePantryItem: ({ caller, params, body }) => service.update(caller, params.id, body),
  deletePantryItem: ({ caller, params }) => service.delete(caller, params.id),
  usePantryItems: ({ caller, body }) => service.use(caller, body),
  userAlwaysHave: ({ caller, params }) => service.alwaysHave(caller, { type: 'user', id: params.userId }),
  groupAlwaysHave: ({ caller, params }) => service.alwaysHave(caller, { type: 'group', id: params.groupId }),
  setAlwaysHave: ({ caller, body }) => service.setAlwaysHave(caller, body),
});
