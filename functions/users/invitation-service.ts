import { createHash, randomBytes } from 'node:crypto';
import { maxGroupMembers } from '#shared/groups/group-schemas';
import type { Role } from '#shared/roles';
import {
  type CreateInvitationLinkInput,
  type InvitationLink,
  type InvitationPreview,
  invitationLinkPageSize,
} from '#shared/users/invitation-schemas';
import type { SignUpMode } from '#shared/users/sign-up-rules';
import type { Groups } from '../data/groups';
import type { LinkScope } from '../data/invitation-link-listing';
import type { InvitationLinkRecord, InvitationLinks } from '../data/invitation-links';
import type { Memberships } from '../data/memberships';
import type { SignUpSettings } from '../data/sign-up-settings';
import type { UserRecord, Users } from '../data/users';
import type { Caller } from '../lib/auth/access-token';
import { ConflictError, ForbiddenError, NotFoundError } from '../lib/domain-errors';
import { defaultSideEffects, type SideEffects } from '../lib/side-effects';

export interface InvitationServiceDependencies extends Partial<Pick<SideEffects, 'now'>> {
  links: InvitationLinks;
  settings: SignUpSettings;
  memberships: Pick<Memberships, 'get' | 'ofUser'>;
  groups: Pick<Groups, 'get' | 'getMany'>;
  /** A link's maker, read again whenever it is used: a link lives only while its maker's rights do. */
  users: Pick<Users, 'findById'>;
  /** The web app's origin: a link is an address of its registration page. */
  webOrigin: string;
  /** 32 random bytes, base64url; injectable for tests. */
  newToken?: () => string;
}

/** Who may come in, and with what: the role, and how the new account is stored. */
export interface Admission {
  role: Role;
  store: (user: UserRecord) => Promise<void>;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const dayMs = 24 * 60 * 60 * 1000;

const invalidLink = () => new ForbiddenError('errors.invalidInvitation');
const linkNotFound = () => new NotFoundError('errors.invitationLinkNotFound');
const groupNotFound = () => new NotFoundError('errors.groupNotFound');
const groupFull = () => new ConflictError('errors.groupFull', { max: String(maxGroupMembers) });

/**
 * Who may join (issue 25): the sign-up mode, and invitation links made by a SysAdmin (for any role,
 * optionally with a group) or by a group's admin (for the role User and that group). A link's token
 * is shown once, in its address; the table holds only its sha256. A link carries its maker's rights
 * only while they hold them (read at each use); by invitation only, a group admin's link brings
 * existing accounts into the group but makes none.
 */
export const createInvitationService = (dependencies: InvitationServiceDependencies) => {
  const {
    links,
    settings,
    memberships,
    groups,
    users,
    webOrigin,
    now,
    newToken = () => randomBytes(32).toString('base64url'),
  } = { ...defaultSideEffects, ...dependencies };

  const isLive = (link: InvitationLinkRecord | undefined): link is InvitationLinkRecord =>
    link !== undefined && link.usesLeft > 0 && link.expiresAt > now().toISOString();

  /** Whether the user administers the group (a SysAdmin needs no membership to make or see its links). */
  const adminsGroup = async (userId: string, groupId: string) =>
    (await memberships.get(groupId, userId))?.isGroupAdmin === true;

  /**
   * Whose rights a link still carries: 'sysadmin' while its maker is a SysAdmin; 'group-admin' while
   * they administer the link's group (a link for the role User); none once they are neither, or
   * their account is gone. Read at each use, so demoting or deleting the maker ends their links.
   */
  const makersRights = async (
    link: InvitationLinkRecord,
  ): Promise<'sysadmin' | 'group-admin' | undefined> => {
    const maker = await users.findById(link.createdById);
    if (!maker) return undefined;
    if (maker.role === 'SysAdmin') return 'sysadmin';
    const groupLink = link.groupId !== null && link.role === 'User';
    return groupLink && (await adminsGroup(maker.id, link.groupId as string)) ? 'group-admin' : undefined;
  };

  /** A link that is open (uses left, not expired) and whose maker still has the rights to make it. */
  const liveLink = async (token: string) => {
    const link = await links.get(sha256(token));
    if (!isLive(link)) return undefined;
    const rights = await makersRights(link);
    return rights ? { link, rights } : undefined;
  };

  const toLink = (link: InvitationLinkRecord, groupNames: Map<string, string>): InvitationLink => ({
    id: link.id,
    role: link.role,
    groupId: link.groupId,
    groupName: link.groupId ? (groupNames.get(link.groupId) ?? null) : null,
    usesLeft: link.usesLeft,
    expiresAt: link.expiresAt,
    createdBy: { id: link.createdById, name: link.createdByName },
    createdAt: link.createdAt,
  });

  /** Each link with its group's name (a link whose group is gone is left out), in the listing's order. */
  const shown = async (found: InvitationLinkRecord[]) => {
    const live = found.filter(isLive);
    const named = await groups.getMany(live.flatMap((link) => (link.groupId ? [link.groupId] : [])));
    const names = new Map(named.map((group) => [group.id, group.name]));
    return live.filter((link) => !link.groupId || names.has(link.groupId)).map((link) => toLink(link, names));
  };

  /** Whose links the caller sees: a SysAdmin every link; a group's admin (or a SysAdmin naming it) a group's. */
  const scopeOf = async (caller: Caller, groupId: string | undefined): Promise<LinkScope> => {
    if (groupId) {
      if (caller.role !== 'SysAdmin' && !(await adminsGroup(caller.userId, groupId))) throw groupNotFound();
      return { groupIds: [groupId] };
    }
    if (caller.role === 'SysAdmin') return { everyLink: true };
    const administered = (await memberships.ofUser(caller.userId)).filter((m) => m.isGroupAdmin);
    // A stable order of groups, so a cursor names the same place from one page to the next.
    return { groupIds: administered.map((membership) => membership.groupId).sort() };
  };

  return {
    signUpMode: async () => ({ mode: await settings.mode() }),

    async setSignUpMode(caller: Caller, mode: SignUpMode) {
      await settings.setMode(mode, caller.userId, now().toISOString());
      return { mode };
    },

    /**
     * Whether someone may register, and with what. "Nobody" means nobody: not even a link opens it
     * (admins still add accounts). Otherwise a link, when given, must be live: it gives the role
     * (and the group), and its use is spent with the account in one transaction.
     */
    async admit(invite: string | undefined, createPlain: (user: UserRecord) => Promise<void>) {
      const mode = await settings.mode();
      if (mode === 'closed') throw new ForbiddenError('errors.signUpClosed');
      if (invite === undefined) {
        if (mode === 'invite') throw new ForbiddenError('errors.inviteOnly');
        return { role: 'User', store: createPlain } satisfies Admission;
      }
      const live = await liveLink(invite);
      if (!live) throw invalidLink();
      const { link, rights } = live;
      // By invitation only, new accounts come in by a SysAdmin's links alone: a group's admin may
      // bring existing accounts into their group, not make accounts on a closed deployment.
      if (mode === 'invite' && rights !== 'sysadmin') {
        const group = link.groupId ? await groups.get(link.groupId) : undefined;
        if (!group) throw invalidLink();
        throw new ForbiddenError('errors.groupLinkJoinsExistingAccounts', { group: group.name });
      }
      const store = async (user: UserRecord) => {
        const outcome = await links.register(link.id, user, now().toISOString(), link.groupId);
        if (outcome === 'email-taken') throw new ConflictError('errors.emailTaken');
        if (outcome === 'link-used') throw invalidLink();
        // The group refused the seat: full, or deleted since the link was made.
        if (outcome === 'group-check')
          throw link.groupId && (await groups.get(link.groupId)) ? groupFull() : invalidLink();
      };
      return { role: link.role, store } satisfies Admission;
    },

    async create(caller: Caller, input: CreateInvitationLinkInput) {
      const groupId = input.groupId ?? null;
      if (caller.role !== 'SysAdmin') {
        // Anyone else invites to a group they administer, and only as a User.
        if (!groupId) throw new ForbiddenError('errors.invitationWithoutGroupSysAdminOnly');
        const membership = await memberships.get(groupId, caller.userId);
        if (!membership) throw groupNotFound();
        if (!membership.isGroupAdmin) throw new ForbiddenError('errors.groupAdminsOnly');
        if (input.role !== 'User') throw new ForbiddenError('errors.groupInvitationUserOnly');
      } else if (groupId && !(await groups.get(groupId))) throw groupNotFound();

      const token = newToken();
      const made = now();
      const link: InvitationLinkRecord = {
        id: sha256(token),
        role: input.role,
        groupId,
        usesLeft: input.uses,
        expiresAt: new Date(made.getTime() + input.expiresInDays * dayMs).toISOString(),
        createdById: caller.userId,
        createdByName: caller.name,
        createdAt: made.toISOString(),
      };
      await links.create(link);
      return { id: link.id, url: `${webOrigin}/register?invite=${token}` };
    },

    /** One page of the open links the caller may see, newest first, and the next page's cursor (or null). */
    async list(caller: Caller, groupId: string | undefined, cursor: string | undefined) {
      const page = await links.page(await scopeOf(caller, groupId), cursor, now(), invitationLinkPageSize);
      return { links: await shown(page.links), nextCursor: page.nextCursor };
    },

    /** By its maker, a SysAdmin or an admin of its group; to anyone else the link is not there. */
    async withdraw(caller: Caller, id: string) {
      const link = await links.get(id);
      if (!link) throw linkNotFound();
      const allowed =
        link.createdById === caller.userId ||
        caller.role === 'SysAdmin' ||
        (link.groupId !== null && (await adminsGroup(caller.userId, link.groupId)));
      if (!allowed) throw linkNotFound();
      if (!(await links.withdraw(id))) throw linkNotFound();
    },

    async preview(invite: string): Promise<InvitationPreview> {
      const link = (await liveLink(invite))?.link;
      if (!link) throw new NotFoundError('errors.invalidInvitation');
      const group = link.groupId ? await groups.get(link.groupId) : undefined;
      if (link.groupId && !group) throw new NotFoundError('errors.invalidInvitation');
      return { role: link.role, groupName: group?.name ?? null };
    },

    /** A signed-in user joins the link's group; already a member, nothing is spent. */
    async join(caller: Caller, invite: string) {
      const link = (await liveLink(invite))?.link;
      if (!link) throw invalidLink();
      if (!link.groupId) throw new ConflictError('errors.invitationForNewAccount');
      const group = await groups.get(link.groupId);
      if (!group) throw invalidLink();
      const outcome = await links.join(
        link.id,
        { groupId: group.id, userId: caller.userId, isGroupAdmin: false, joinedAt: now().toISOString() },
        now().toISOString(),
      );
      if (outcome === 'already-member')
        throw new ConflictError('errors.alreadyMemberOf', { group: group.name });
      if (outcome === 'already-invited')
        throw new ConflictError('errors.alreadyInvitedTo', { group: group.name });
      if (outcome === 'link-used') throw invalidLink();
      if (outcome === 'group-check') throw (await groups.get(group.id)) ? groupFull() : invalidLink();
      return { groupId: group.id, groupName: group.name };
    },
  };
};

export type InvitationService = ReturnType<typeof createInvitationService>;
