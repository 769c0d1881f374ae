export const roles = ['User', 'GroupAdmin', 'SysAdmin'] as const;
export type Role = (typeof roles)[number];

/** Roles that may open the admin panel and call the admin user routes. */
export const adminRoles = ['SysAdmin', 'GroupAdmin'] as const satisfies readonly Role[];

export const isAdminRole = (role: Role): boolean => (adminRoles as readonly Role[]).includes(role);
