import {
  type ListOwner,
  type LiveList,
  type LiveMessage,
  listOfMessage,
} from '#shared/shopping/live-protocol';
import type { LiveConnections, LiveSubscriptionRecord } from '../data/live-connections';
import type { Memberships } from '../data/memberships';
import type { SessionCheck } from '../lib/auth/session-check';
import { type ListMessage, messageOf, type StreamRecord } from './stream-messages';

/** Sends one message down one connection; 'gone' when the client has left (API Gateway's 410). */
export type PostToConnection = (connectionId: string, message: LiveMessage) => Promise<'sent' | 'gone'>;

export interface LiveFanoutDependencies {
  connections: LiveConnections;
  memberships: Pick<Memberships, 'get'>;
  sessionCheck: Pick<SessionCheck, 'assertLive'>;
  post: PostToConnection;
}

const listKey = (owner: ListOwner, list: LiveList) => `${list}#${owner.type}#${owner.id}`;

/**
 * The stream's side of live lists: each changed shopping or pantry item goes to every connection
 * following its list (an owner's shopping list and pantry are followed apart) whose user may see
 * that list now. Access is checked at send time, not only at
 * subscribe: a member removed from a group (or a session ended) stops receiving at once, and the
 * stale subscription is dropped. Messages of one list are sent in stream order.
 */
export const createLiveFanout = ({
  connections,
  memberships,
  sessionCheck,
  post,
}: LiveFanoutDependencies) => {
  const stillAllowed = async (listener: LiveSubscriptionRecord, owner: ListOwner) => {
    if (
      owner.type === 'user'
        ? listener.userId !== owner.id
        : !(await memberships.get(owner.id, listener.userId))
    )
      return false;
    return sessionCheck.assertLive(listener.userId, listener.sessionId).then(
      () => true,
      () => false,
    );
  };

  /** One list's messages, in order, to each of its listeners (listeners side by side). */
  const sendToList = async (owner: ListOwner, list: LiveList, messages: ListMessage[]) => {
    const listeners = await connections.listenersOf(owner, list);
    await Promise.all(
      listeners.map(async (listener) => {
        if (!(await stillAllowed(listener, owner))) {
          await connections.unsubscribe(listener.connectionId, owner, list);
          return;
        }
        for (const message of messages) {
          if ((await post(listener.connectionId, message)) === 'gone') {
            await connections.disconnect(listener.connectionId);
            return;
          }
        }
      }),
    );
  };

  return {
    /** Sends what a batch of stream records changed; records of anything but live lists are skipped. */
    async publish(records: StreamRecord[]): Promise<number> {
      const byList = new Map<string, { owner: ListOwner; list: LiveList; messages: ListMessage[] }>();
      for (const record of records) {
        const message = messageOf(record);
        if (!message) continue;
        const list = listOfMessage(message);
        const key = listKey(message.listOwner, list);
        const batch = byList.get(key) ?? { owner: message.listOwner, list, messages: [] };
        batch.messages.push(message);
        byList.set(key, batch);
      }
      await Promise.all(
        [...byList.values()].map(({ owner, list, messages }) => sendToList(owner, list, messages)),
      );
      return [...byList.values()].reduce((sum, list) => sum + list.messages.length, 0);
    },
  };
};

export type LiveFanout = ReturnType<typeof createLiveFanout>;
