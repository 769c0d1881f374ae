import type { Memberships } from '../data/memberships';
import type { Owner } from '../data/owner';
import type { Caller } from './auth/access-token';
import { NotFoundError } from './domain-errors';

/** Who a request body names as owner: a group if it names one, otherwise the user. */
export const ownerNamedBy = (body: { userId?: string | null; groupId?: string | null }): Owner =>
  body.groupId ? { type: 'group', id: body.groupId } : { type: 'user', id: body.userId ?? '' };

/** Whether a change body names another owner than the one a thing belongs to. */
export const namesOtherOwner = (owner: Owner, body: { userId?: string | null; groupId?: string | null }) =>
  Boolean(
    (body.userId && (owner.type !== 'user' || body.userId !== owner.id)) ||
      (body.groupId && (owner.type !== 'group' || body.groupId !== owner.id)),
  );

/**
 * The acting context of plans and shopping lists: a caller acts for themselves and for the groups
 * they belong to. Anyone else is answered 404 ('errors.groupNotFound' for a group, the given error for
 * someone else's personal data), so ids reveal nothing.
 */
export const createOwnerAccess =
  (memberships: Pick<Memberships, 'get'>) =>
  async (caller: Caller, owner: Owner, personalNotFound: () => Error): Promise<Owner> => {
    if (owner.type === 'user' ? owner.id === caller.userId : await memberships.get(owner.id, caller.userId))
      return owner;
    throw owner.type === 'group' ? new NotFoundError('errors.groupNotFound') : personalNotFound();
  };

export type OwnerAccess = ReturnType<typeof createOwnerAccess>;
