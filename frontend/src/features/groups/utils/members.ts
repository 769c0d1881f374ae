import type { GroupInvitee, GroupMember } from '#shared/groups/group-schemas';

/** Spec 2: administrators are listed apart from ordinary members. */
export const splitMembers = <M extends Pick<GroupMember, 'isGroupAdmin'>>(members: readonly M[]) => ({
  administrators: members.filter((member) => member.isGroupAdmin),
  members: members.filter((member) => !member.isGroupAdmin),
});

/** An entry of the member lists: 'name (email)'. */
export const memberLabel = ({ name, email }: Pick<GroupMember, 'name' | 'email'>): string =>
  `${name} (${email})`;

/** An invitee's entry: the email the admin typed, or the name when invited by user id. */
export const inviteeLabel = ({ name, email }: Pick<GroupInvitee, 'name' | 'email'>): string =>
  email ?? name ?? '';
