import { isAdminRole, type Role, roles } from '#shared/roles';

/**
 * The roles a caller may give a new account: the server lets only a Sys Admin create an admin
 * (Group Admin or Sys Admin), so a Group Admin is offered 'User' alone rather than a choice it refuses.
 */
export const grantableRoles = (callerRole: Role | undefined): readonly Role[] =>
  callerRole === 'SysAdmin' ? roles : roles.filter((role) => !isAdminRole(role));
