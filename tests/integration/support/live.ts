import { inject } from 'vitest';
import WebSocket from 'ws';
import type { ListOwner, LiveList, LiveMessage } from '#shared/shopping/live-protocol';
import { livePath, liveProtocol } from '#shared/shopping/live-protocol';
import { household } from './groups';

export interface LiveClient {
  /** Every message received so far, in order. */
  messages: LiveMessage[];
  send: (message: unknown) => void;
  /** The first message (received already or within `timeoutMs`) that matches. */
  next: (matches: (message: LiveMessage) => boolean, timeoutMs?: number) => Promise<LiveMessage>;
  /** Follows one list of the owner (none named: the shopping list, as the first clients ask). */
  subscribe: (listOwner: ListOwner, list?: LiveList) => Promise<LiveMessage>;
  close: () => Promise<void>;
}

export const liveUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}${livePath}`;

/**
 * Opens the live socket as the web app does: the token as the second offered subprotocol; the
 * browser adds its own headers (Accept-Language) to the request.
 */
export const openLive = (
  token: string,
  protocols = [liveProtocol, token],
  headers: Record<string, string> = {},
): Promise<LiveClient> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(liveUrl(inject('baseUrl')), protocols, { headers });
    const messages: LiveMessage[] = [];
    const waiting = new Set<() => void>();
    socket.on('message', (data) => {
      messages.push(JSON.parse(data.toString()) as LiveMessage);
      for (const wake of waiting) wake();
    });
    socket.once('unexpected-response', (_request, response) =>
      reject(
        Object.assign(new Error(`refused with ${response.statusCode}`), { status: response.statusCode }),
      ),
    );
    socket.once('error', reject);
    const next: LiveClient['next'] = (matches, timeoutMs = 1_000) =>
      new Promise((found, missed) => {
        let seen = 0;
        const check = () => {
          for (; seen < messages.length; seen++) {
            const message = messages[seen] as LiveMessage;
            if (matches(message)) {
              waiting.delete(check);
              clearTimeout(timer);
              found(message);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          missed(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    socket.once('open', () =>
      resolve({
        messages,
        send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
        next,
        subscribe: async (listOwner, list) => {
          const from = messages.length;
          socket.send(JSON.stringify({ type: 'subscribe', listOwner, ...(list ? { list } : {}) }));
          return next(
            (message) =>
              messages.indexOf(message) >= from &&
              (message.type === 'subscribed' || message.type === 'error'),
          );
        },
        close: () =>
          new Promise((closed) => {
            if (socket.readyState === socket.CLOSED) return closed();
            socket.once('close', () => closed());
            socket.close();
          }),
      }),
    );
  });

/**
 * A household whose group's lists are followed live: its people and group, the group as a list
 * owner (`listOwner`, what a screen follows) and as an item's owner fields (`owner`).
 */
export const liveHousehold = async (label: string) => {
  const home = await household(label);
  const listOwner: ListOwner = { type: 'group', id: home.group.id };
  return { ...home, listOwner, owner: { groupId: home.group.id } };
};
