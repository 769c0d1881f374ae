import type { Backoff } from '#functions/data/backoff';
import type { GroupRecord, Groups } from '#functions/data/groups';
import type { InvitationRecord, Invitations } from '#functions/data/invitations';
import type { MealPlans, PlanRecord } from '#functions/data/meal-plans';
import type { MembershipRecord, Memberships } from '#functions/data/memberships';
import type { Owner } from '#functions/data/owner';
import type { RecipeRecord, Recipes } from '#functions/data/recipes';
import type { ShoppingItemRecord, ShoppingItems } from '#functions/data/shopping-items';
import type { UserRecord, Users } from '#functions/data/users';
import type { Caller } from '#functions/lib/auth/access-token';
import { ConflictError } from '#functions/lib/domain-errors';
import { maxGroupMembers } from '#shared/groups/group-schemas';

/**
 * In-memory stand-ins for the data modules, keeping the rules the table's conditions keep (an
 * email once, a group's cap and last admin, one plan per day): services run on them without a
 * database.
 */

export const callerFor = (userId: string, role: Caller['role'] = 'User'): Caller => ({
  userId,
  email: `${userId}@example.com`,
  name: userId,
  role,
  avatar: null,
  sessionId: `session-${userId}`,
});

/** A back-off that does not pause but records each pause it would make. */
export const instantBackoff = (attempts = 8, random = () => 0.5, maxDelayMs = 1000) => {
  const pauses: number[] = [];
  const backoff: Backoff = {
    attempts,
    baseDelayMs: 10,
    maxDelayMs,
    random,
    sleep: async (ms) => {
      pauses.push(ms);
    },
  };
  return { backoff, pauses };
};

export const fakeUsers = (initial: UserRecord[] = []) => {
  const byId = new Map(initial.map((user) => [user.id, user]));
  const users: Users = {
    async create(user) {
      if ([...byId.values()].some((other) => other.email === user.email))
        throw new ConflictError('An account with this email already exists.');
      byId.set(user.id, user);
    },
    findById: async (userId) => byId.get(userId),
    findMany: async (userIds) => userIds.flatMap((id) => byId.get(id) ?? []),
    findIdByEmail: async (email) => [...byId.values()].find((user) => user.email === email)?.id,
    async updateProfile(userId, { language, ...profile }) {
      const user = byId.get(userId);
      if (!user) return undefined;
      const updated = { ...user, ...profile, ...(language === undefined ? {} : { language }) };
      byId.set(userId, updated);
      return updated;
    },
    async setPasswordHash(userId, passwordHash) {
      const user = byId.get(userId);
      if (user) byId.set(userId, { ...user, passwordHash });
    },
    async replacePasswordHash(userId, previous, passwordHash) {
      const user = byId.get(userId);
      if (user?.passwordHash !== previous) return false;
      byId.set(userId, { ...user, passwordHash });
      return true;
    },
    list: async () => ({ users: [...byId.values()], nextCursor: null }),
    async markDeleted(user) {
      return byId.delete(user.id);
    },
    findMarked: async () => undefined,
    advanceCleanup: async () => false,
  };
  return { users, byId };
};

export const userRecord = (id: string, name = id): UserRecord => ({
  id,
  name,
  email: `${id}@example.com`,
  role: 'User',
  avatar: null,
  passwordHash: 'unused',
  createdAt: '2026-01-01T00:00:00.000Z',
});

/**
 * Groups, memberships and invitations on one state, as the transactions keep them: counts move with
 * memberships, and an invitation holds a seat.
 */
export const fakeGroupsAndMemberships = () => {
  const groupsById = new Map<string, GroupRecord>();
  const members = new Map<string, MembershipRecord>();
  const invited = new Map<string, InvitationRecord>();
  const keyOf = (groupId: string, userId: string) => `${groupId}/${userId}`;
  const count = (groupId: string, memberDelta: number, adminDelta: number) => {
    const group = groupsById.get(groupId);
    if (group)
      groupsById.set(groupId, {
        ...group,
        memberCount: group.memberCount + memberDelta,
        adminCount: group.adminCount + adminDelta,
      });
  };
  /** Simulates a concurrent change: the next `stale` count of admin-flag conditions fail. */
  const interference = { stale: 0 };

  const groups: Groups = {
    get: async (groupId) => groupsById.get(groupId),
    getMany: async (groupIds) => groupIds.flatMap((id) => groupsById.get(id) ?? []),
    async rename(groupId, name) {
      const group = groupsById.get(groupId);
      if (!group) return undefined;
      groupsById.set(groupId, { ...group, name });
      return groupsById.get(groupId);
    },
    async delete(groupId) {
      groupsById.delete(groupId);
      for (const map of [members, invited])
        for (const key of map.keys()) if (key.startsWith(`${groupId}/`)) map.delete(key);
    },
  };

  const invitations: Invitations = {
    get: async (groupId, userId) => invited.get(keyOf(groupId, userId)),
    ofGroup: async (groupId) => [...invited.values()].filter((i) => i.groupId === groupId),
    ofUser: async (userId) => [...invited.values()].filter((i) => i.userId === userId),
    async send(invitation) {
      const key = keyOf(invitation.groupId, invitation.userId);
      if (invited.has(key)) return 'already-invited';
      if (members.has(key)) return 'already-member';
      const group = groupsById.get(invitation.groupId);
      if (!group || group.memberCount >= maxGroupMembers) return 'group-check';
      invited.set(key, invitation);
      count(invitation.groupId, 1, 0);
      return 'done';
    },
    async accept(membership) {
      const key = keyOf(membership.groupId, membership.userId);
      if (!invited.has(key)) return 'not-invited';
      if (!groupsById.has(membership.groupId)) return 'group-missing';
      invited.delete(key);
      members.set(key, { ...membership, isGroupAdmin: false });
      return 'done';
    },
    async withdraw(groupId, userId) {
      if (!invited.has(keyOf(groupId, userId))) return 'not-invited';
      if (!groupsById.has(groupId)) return 'group-missing';
      invited.delete(keyOf(groupId, userId));
      count(groupId, -1, 0);
      return 'done';
    },
  };

  const memberships: Memberships = {
    async foundGroup(group, creator) {
      groupsById.set(group.id, group);
      members.set(keyOf(creator.groupId, creator.userId), creator);
    },
    get: async (groupId, userId) => members.get(keyOf(groupId, userId)),
    ofGroup: async (groupId) => [...members.values()].filter((m) => m.groupId === groupId),
    ofUser: async (userId) => [...members.values()].filter((m) => m.userId === userId),
    async remove(groupId, userId, wasAdmin) {
      const current = members.get(keyOf(groupId, userId));
      if (interference.stale > 0 && interference.stale--) return 'stale';
      if (!current || current.isGroupAdmin !== wasAdmin) return 'stale';
      const group = groupsById.get(groupId);
      if (!group) return 'group-missing';
      if (wasAdmin && group.adminCount <= 1) return 'last-admin';
      members.delete(keyOf(groupId, userId));
      count(groupId, -1, wasAdmin ? -1 : 0);
      return 'done';
    },
    async setAdmin(groupId, userId, isGroupAdmin) {
      const current = members.get(keyOf(groupId, userId));
      if (interference.stale > 0 && interference.stale--) return 'stale';
      if (!current || current.isGroupAdmin === isGroupAdmin) return 'stale';
      const group = groupsById.get(groupId);
      if (!group) return 'group-missing';
      if (!isGroupAdmin && group.adminCount <= 1) return 'last-admin';
      members.set(keyOf(groupId, userId), { ...current, isGroupAdmin });
      count(groupId, 0, isGroupAdmin ? 1 : -1);
      return 'done';
    },
  };
  return { groups, memberships, invitations, groupsById, interference };
};

const ownerKey = (owner: Owner) => `${owner.type}:${owner.id}`;

export const fakeMealPlans = () => {
  const plans = new Map<string, PlanRecord>();
  const weeksAsked: { owner: Owner; monday: string; sunday: string }[] = [];
  const at = (owner: Owner, date: string) => `${ownerKey(owner)}/${date}`;
  const ownerOf = (plan: PlanRecord): Owner => ({ type: plan.ownerType, id: plan.ownerId });
  const mealPlans: MealPlans = {
    get: async (owner, date) => plans.get(at(owner, date)),
    async create(plan) {
      if (plans.has(at(ownerOf(plan), plan.date))) return { created: false, reason: 'date-taken' };
      if ([...plans.values()].some((other) => other.id === plan.id))
        return { created: false, reason: 'id-taken' };
      plans.set(at(ownerOf(plan), plan.date), plan);
      return { created: true };
    },
    async pointer(planId) {
      const plan = [...plans.values()].find((other) => other.id === planId);
      return plan && { ownerType: plan.ownerType, ownerId: plan.ownerId, date: plan.date };
    },
    async week(owner, monday, sunday) {
      weeksAsked.push({ owner, monday, sunday });
      return [...plans.values()].filter(
        (plan) => ownerKey(ownerOf(plan)) === ownerKey(owner) && plan.date >= monday && plan.date <= sunday,
      );
    },
    async addRecipes(owner, date, additions, maxRecipes) {
      const plan = plans.get(at(owner, date));
      if (!plan) return undefined;
      if (Object.keys(plan.recipes).length > maxRecipes - Object.keys(additions).length) return 'full';
      const recipes = { ...additions, ...plan.recipes };
      plans.set(at(owner, date), { ...plan, recipes });
      return plans.get(at(owner, date));
    },
    async setEntry(owner, date, recipeId, entry) {
      const plan = plans.get(at(owner, date));
      if (!plan || !(recipeId in plan.recipes)) return undefined;
      plans.set(at(owner, date), { ...plan, recipes: { ...plan.recipes, [recipeId]: entry } });
      return plans.get(at(owner, date));
    },
    async removeRecipe(owner, date, recipeId) {
      const plan = plans.get(at(owner, date));
      if (!plan) return undefined;
      const { [recipeId]: _removed, ...recipes } = plan.recipes;
      plans.set(at(owner, date), { ...plan, recipes });
      return plans.get(at(owner, date));
    },
    async replace(owner, date, changes) {
      const plan = plans.get(at(owner, date));
      if (!plan) return undefined;
      plans.set(at(owner, date), {
        ...plan,
        ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
      });
      return plans.get(at(owner, date));
    },
    async delete(_planId, owner, date) {
      plans.delete(at(owner, date));
    },
    async deleteAllOf(owner) {
      for (const [key, plan] of plans) if (ownerKey(ownerOf(plan)) === ownerKey(owner)) plans.delete(key);
    },
  };
  return { mealPlans, weeksAsked };
};

export const recipeRecord = (id: string, fields: Partial<RecipeRecord> = {}): RecipeRecord => ({
  id,
  name: `Recipe ${id}`,
  description: '',
  prepTime: null,
  cookTime: null,
  servings: 2,
  imageUrl: null,
  externalRecipeUrl: null,
  createdBy: 'chef',
  createdAt: '2026-01-01T00:00:00.000Z',
  ratingSum: 0,
  ratingCount: 0,
  ingredients: [],
  instructions: [],
  ...fields,
});

export const fakeRecipes = (initial: RecipeRecord[]) => {
  const byId = new Map(initial.map((recipe) => [recipe.id, recipe]));
  const recipes: Pick<Recipes, 'findMany' | 'totals'> = {
    findMany: async (ids) => [...new Set(ids)].flatMap((id) => byId.get(id) ?? []),
    async totals(recipeId) {
      const recipe = byId.get(recipeId);
      return recipe && { ratingSum: recipe.ratingSum, ratingCount: recipe.ratingCount };
    },
  };
  return recipes;
};

/** A shopping list store whose first `conflicts` list-wide writes meet a concurrent change. */
export const fakeShoppingItems = (initial: ShoppingItemRecord[] = [], conflicts = 0) => {
  const byKey = new Map(initial.map((item) => [item.key, item]));
  const state = { conflictsLeft: conflicts, reads: 0 };
  const items: ShoppingItems = {
    async list(owner) {
      state.reads++;
      return [...byKey.values()].filter((item) => item.ownerType === owner.type && item.ownerId === owner.id);
    },
    get: async (_owner, key) => byKey.get(key),
    async create(record) {
      byKey.set(record.key, record);
    },
    async createOnce(record) {
      if (byKey.has(record.key)) return false;
      byKey.set(record.key, record);
      return true;
    },
    async updateIfUnchanged(seen, changes, fieldTimes) {
      const item = byKey.get(seen.key);
      if (!item || item.rev !== seen.rev) return undefined;
      byKey.set(seen.key, { ...item, ...changes, fieldTimes, rev: item.rev + 1 });
      return byKey.get(seen.key);
    },
    delete: async (_owner, key) => byKey.delete(key),
    async restore(record) {
      if (byKey.has(record.key)) return false;
      byKey.set(record.key, record);
      return true;
    },
    deleteIfTicked: async (record) => byKey.get(record.key)?.isChecked === true && byKey.delete(record.key),
    async write(change) {
      if (state.conflictsLeft > 0) {
        state.conflictsLeft--;
        return 'conflict';
      }
      for (const record of change.put) byKey.set(record.key, record);
      for (const record of change.replace) byKey.set(record.key, { ...record, rev: record.rev + 1 });
      for (const record of change.delete) byKey.delete(record.key);
      return 'done';
    },
  };
  return { items, byKey, state };
};
