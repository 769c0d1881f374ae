import type { Role } from '#shared/roles';
import { t } from '#web/lib/i18n/t';

/** Each role's catalogue key: the labels the admin panel shows ('User', 'Group Admin', 'Sys Admin'). */
export const roleLabelKeys: Record<Role, string> = {
  User: 'admin.roleUser',
  GroupAdmin: 'admin.roleGroupAdmin',
  SysAdmin: 'admin.roleSysAdmin',
};

/** A role as the reader's language names it. */
export const roleLabel = (role: Role): string => t(roleLabelKeys[role]);
