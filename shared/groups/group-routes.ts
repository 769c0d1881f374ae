import * as z from 'zod';
import { defineRoutes } from '../http/define-route';
import {
  addMemberBody,
  group,
  groupIdParams,
  groupMember,
  groupMemberParams,
  groupNameBody,
  memberRoleBody,
  userGroup,
} from './group-schemas';

/** Groups and their members. */
export const groupRoutes = defineRoutes('groups', {
  createGroup: {
    method: 'POST',
    path: '/api/Group/create',
    auth: 'user',
    summary: 'Create a group; the caller becomes its first admin',
    body: groupNameBody,
    response: group,
    status: 201,
  },
  addGroupMember: {
    method: 'POST',
    path: '/api/Group/add-user',
    auth: 'user',
    summary: 'Add a member by userId or by email (group admins only); 404 for an unknown user',
    body: addMemberBody,
    response: groupMember,
    status: 201,
  },
  userGroups: {
    method: 'GET',
    path: '/api/group/user',
    auth: 'user',
    summary: "The caller's groups, each with the caller's isGroupAdmin",
    response: z.array(userGroup),
  },
  groupMembers: {
    method: 'GET',
    path: '/api/Group/{id}/users',
    auth: 'user',
    summary: 'Members of a group (members only; 404 for anyone else)',
    params: groupIdParams,
    response: z.array(groupMember),
  },
  removeGroupMember: {
    method: 'DELETE',
    path: '/api/Group/{id}/users/{userId}',
    auth: 'user',
    summary: 'Remove a member (group admins only); the group keeps at least one admin',
    params: groupMemberParams,
    status: 204,
  },
  setGroupMemberRole: {
    method: 'PATCH',
    path: '/api/Group/{id}/users/{userId}',
    auth: 'user',
    summary: 'Make a member an admin or not (group admins only); the group keeps at least one admin',
    params: groupMemberParams,
    body: memberRoleBody,
    response: groupMember,
  },
  renameGroup: {
    method: 'PATCH',
    path: '/api/Group/{id}',
    auth: 'user',
    summary: 'Rename a group (group admins only)',
    params: groupIdParams,
    body: groupNameBody,
    response: group,
  },
  deleteGroup: {
    method: 'DELETE',
    path: '/api/Group/{id}',
    auth: 'user',
    summary: 'Delete a group with its memberships, meal plans and shopping items (group admins only)',
    params: groupIdParams,
    status: 204,
  },
});
