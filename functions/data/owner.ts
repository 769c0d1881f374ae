import { groupPartition } from './groups';
import { userPartition } from './users';

/** Whose meal plans and shopping items: a user's own, or a group's. */
export interface Owner {
  type: 'user' | 'group';
  id: string;
}

/** The owner's partition, where its plans and shopping items live. */
export const ownerPartition = (owner: Owner) =>
  owner.type === 'user' ? userPartition(owner.id) : groupPartition(owner.id);

export const ownerOf = (record: { ownerType: Owner['type']; ownerId: string }): Owner => ({
  type: record.ownerType,
  id: record.ownerId,
});
