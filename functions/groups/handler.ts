import { dynamo } from '../lib/aws/dynamo-client';
import { tableConfig } from '../lib/config';
import { createHandler } from '../lib/http/create-handler';
import { createUserRepository } from '../users/user-repository';
import { createGroupRepository } from './group-repository';
import { createGroupService } from './group-service';

const { TABLE_NAME } = tableConfig();
const service = createGroupService({
  groups: createGroupRepository(dynamo, TABLE_NAME),
  users: createUserRepository(dynamo, TABLE_NAME),
});

export const handler = createHandler('groups', {
  createGroup: ({ caller, body }) => service.create(caller, body.name),
  addGroupMember: ({ caller, body }) => service.addMember(caller, body),
  userGroups: ({ caller }) => service.ofUser(caller),
  groupMembers: ({ caller, params }) => service.members(caller, params.id),
  removeGroupMember: ({ caller, params }) => service.removeMember(caller, params.id, params.userId),
  setGroupMemberRole: ({ caller, params, body }) =>
    service.setAdmin(caller, params.id, params.userId, body.isGroupAdmin),
  renameGroup: ({ caller, params, body }) => service.rename(caller, params.id, body.name),
  deleteGroup: ({ caller, params }) => service.delete(caller, params.id),
});
