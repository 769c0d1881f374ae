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

/** The owner whose partition this is, or undefined for any other partition. */
export const ownerOfPartition = (partition: string): Owner | undefined => {
  for (const type of ['user', 'group'] as const) {
    const prefix = ownerPartition({ type, id: '' });
    if (partition.startsWith(prefix) && partition.length > prefix.length)
      return { type, id: partition.slice(prefix.length) };
  }
  return undefined;
};
