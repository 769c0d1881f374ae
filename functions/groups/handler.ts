import { defaultTable } from '../data/default-table';
import { createGroups } from '../data/groups';
import { createInvitations } from '../data/invitations';
import { createMemberships } from '../data/memberships';
import { createUsers } from '../data/users';
import { createHandler } from '../lib/http/create-handler';
import { createGroupService } from './group-service';

const table = defaultTable();
const service = createGroupService({
  groups: createGroups(table),
  memberships: createMemberships(table),
  invitations: createInvitations(table),
  users: createUsers(table),
});

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
