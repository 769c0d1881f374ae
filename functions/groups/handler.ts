import { defaultRepositories } from '../data/repositories';
import { createHandler } from '../lib/http/create-handler';
import { createGroupService } from './group-service';

const { groups, memberships, invitations, users } = defaultRepositories();
const service = createGroupService({ groups, memberships, invitations, users });

export const handler = createHandler('groups', {
  createGroup: ({ caller, body }) => service.create(caller, body.name),
  addGroupMember: ({ caller, body }) => service.addMember(caller, body),
  groupInvitations: ({ caller }) => service.invitationsOf(caller),
  answerGroupInvitation: ({ caller, params, body }) =>
    service.answerInvitation(caller, params.id, body.accept),
  userGroups: ({ caller }) => service.ofUser(caller),
  groupMembers: ({ caller, params }) => service.members(caller, params.id),
  groupInvitees: ({ caller, params }) => service.invitees(caller, params.id),
  removeGroupMember: ({ caller, params }) => service.removeMember(caller, params.id, params.userId),
  setGroupMemberRole: ({ caller, params, body }) =>
    service.setAdmin(caller, params.id, params.userId, body.isGroupAdmin),
  renameGroup: ({ caller, params, body }) => service.rename(caller, params.id, body.name),
  deleteGroup: ({ caller, params }) => service.delete(caller, params.id),
});
