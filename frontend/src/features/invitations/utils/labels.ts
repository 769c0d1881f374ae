import type { Role } from '#shared/roles';
import type { SignUpMode } from '#shared/users/sign-up-rules';
import { t } from '#web/lib/i18n/t';

const roleKeys: Record<Role, string> = {
  User: 'invitations.roleUser',
  GroupAdmin: 'invitations.roleGroupAdmin',
  SysAdmin: 'invitations.roleSysAdmin',
};

const signUpModeKeys: Record<SignUpMode, string> = {
  open: 'invitations.modeOpen',
  invite: 'invitations.modeInvite',
  closed: 'invitations.modeClosed',
};

/** A role's name in the reader's language ('Group Admin'). */
export const roleLabel = (role: Role): string => t(roleKeys[role]);

/** A sign-up mode as the admin panel words it ('Anyone can register'). */
export const signUpModeLabel = (mode: SignUpMode): string => t(signUpModeKeys[mode]);
