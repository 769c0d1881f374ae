import { nextCursorHeader } from '#shared/users/user-schemas';
import { createHandler, Reply } from '../lib/http/create-handler';
import { createDefaultUserService } from './user-service-factory';

const service = createDefaultUserService();

export const handler = createHandler('users', {
  register: ({ body }) => service.register(body),
  login: ({ body, event }) => service.login(body.email, body.password, event.requestContext.http.sourceIp),
  refreshToken: ({ body }) => service.refresh(body.userId, body.refreshToken),
  logout: ({ body }) => service.logout(body.refreshToken),
  allUsers: async ({ query }) => {
    const page = await service.list(query.limit, query.cursor);
    return new Reply(page.users, page.nextCursor ? { [nextCursorHeader]: page.nextCursor } : {});
  },
  addUser: ({ caller, body }) => service.addUser(caller, body),
  updateProfile: ({ caller, body }) => service.updateProfile(caller, body.name, body.avatar),
  changePassword: ({ caller, body }) => service.changePassword(caller, body),
});
