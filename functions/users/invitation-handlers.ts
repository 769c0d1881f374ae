import type { invitationRoutes } from '#shared/users/invitation-routes';
import type { ResourceImplementation } from '../lib/http/route-handler';
import type { InvitationService } from './invitation-service';
import { pagedReply } from './paged-reply';

type InvitationRouteName = keyof typeof invitationRoutes;

/** The users function's routes of who may join (issue 25), each a call into the invitation service. */
export const invitationImplementations = (
  service: InvitationService,
): Pick<ResourceImplementation<'users'>, InvitationRouteName> => ({
  signUp: () => service.signUpMode(),
  getSignUpMode: () => service.signUpMode(),
  setSignUpMode: ({ caller, body }) => service.setSignUpMode(caller, body.mode),
  createInvitationLink: ({ caller, body }) => service.create(caller, body),
  listInvitationLinks: async ({ caller, query }) => {
    const page = await service.list(caller, query.groupId, query.cursor);
    return pagedReply(page.links, page.nextCursor);
  },
  withdrawInvitationLink: ({ caller, params }) => service.withdraw(caller, params.id),
  checkInvitationLink: ({ body }) => service.preview(body.invite),
  joinByInvitationLink: ({ caller, body }) => service.join(caller, body.invite),
});
