import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  type LiveList,
  type LiveMessage,
  listOfMessage,
  livePath,
  liveProtocol,
} from '#shared/shopping/live-protocol';
import type { ContextOwner } from '#web/lib/acting-context';
import { accessToken } from '#web/lib/api-client';
import { onBackOnline } from '#web/lib/offline/online-status';
import { applyLiveMessage, listOwnerOf, sameOwner } from './live-patch';

/** Reconnect back-off: half a second, doubling to half a minute, with jitter so tabs spread out. */
const firstRetryMs = 500;
const longestRetryMs = 30_000;
/** A ping now and then keeps proxies (and API Gateway's 10-minute idle limit) from closing the socket. */
const pingEveryMs = 5 * 60_000;

const liveUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${livePath}`;

/** The cached queries a live list keeps up to date. */
export interface LiveListQueries {
  list: LiveList;
  /** The list's items, patched by each item message. */
  items: QueryKey;
  /** Its settings (aisles, "Always have"), read again whole when a message says they changed. */
  settings: QueryKey;
}

const settingsMessages = new Set<LiveMessage['type']>(['aisles-changed', 'always-have-changed']);

/**
 * Keeps a shown list live (issues 16, 27): a WebSocket on the same origin, authorised with the
 * access token, following this owner's list; each change patches the cached items (a change of its
 * settings reads them again), so the screen updates without a reload. It reconnects by itself with
 * back-off (at once when the browser is back online) and, once following again, refetches the list
 * for whatever it missed meanwhile. The shopping list and the pantry each follow theirs with it.
 */
export const useLiveFollow = <T extends { id: string }>(
  owner: ContextOwner,
  queriesOf: (owner: ContextOwner) => LiveListQueries,
) => {
  const queryClient = useQueryClient();
  const listOwner = listOwnerOf(owner);
  const { list } = queriesOf(owner);
  const followKey = `${list}:${listOwner.type}:${listOwner.id}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the follow key stands for the owner and its list.
  useEffect(() => {
    const { items, settings } = queriesOf(owner);
    const revisions = new Map<string, number>();
    let socket: WebSocket | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pingTimer: ReturnType<typeof setInterval> | undefined;
    let failures = 0;
    let stopped = false;
    let stopWaiting = () => {};

    const onMessage = (event: MessageEvent) => {
      let message: LiveMessage;
      try {
        message = JSON.parse(String(event.data)) as LiveMessage;
      } catch {
        return;
      }
      if (message.type === 'subscribed') {
        failures = 0;
        catchUp();
        return;
      }
      if (settingsMessages.has(message.type)) {
        if (
          'listOwner' in message &&
          sameOwner(message.listOwner, listOwner) &&
          listOfMessage(message) === list
        )
          void queryClient.invalidateQueries({ queryKey: settings });
        return;
      }
      queryClient.setQueryData<T[]>(items, (current) =>
        applyLiveMessage(current, message, listOwner, revisions, list),
      );
    };

    /**
     * Following from now on: the list as it is now covers what happened before (or while away).
     * Read once no change of this screen is on its way: a read answered before the server has a
     * change would show the list without it, the change set back until the answer.
     */
    const catchUp = () => {
      stopWaiting();
      const read = () => {
        void queryClient.invalidateQueries({ queryKey: items });
        void queryClient.invalidateQueries({ queryKey: settings });
      };
      if (queryClient.isMutating() === 0) return read();
      stopWaiting = queryClient.getMutationCache().subscribe(() => {
        if (queryClient.isMutating() > 0) return;
        stopWaiting();
        read();
      });
    };

    const retry = () => {
      if (stopped) return;
      clearTimeout(retryTimer);
      const delay = Math.min(longestRetryMs, firstRetryMs * 2 ** failures) * (0.5 + Math.random() / 2);
      failures += 1;
      retryTimer = setTimeout(() => void connect(), delay);
    };

    const connect = async () => {
      const token = await accessToken().catch(() => null);
      if (stopped) return;
      if (!token) return retry();
      const current = new WebSocket(liveUrl(), [liveProtocol, token]);
      socket = current;
      current.onopen = () => {
        // The shopping list's subscribe names no list, as the protocol's first clients' did.
        current.send(
          JSON.stringify({ type: 'subscribe', listOwner, ...(list === 'shopping' ? {} : { list }) }),
        );
        pingTimer = setInterval(() => current.send(JSON.stringify({ type: 'ping' })), pingEveryMs);
      };
      current.onmessage = onMessage;
      current.onclose = () => {
        clearInterval(pingTimer);
        if (socket === current) retry();
      };
    };

    const reconnectNow = () => {
      if (socket && socket.readyState <= WebSocket.OPEN) return;
      failures = 0;
      clearTimeout(retryTimer);
      void connect();
    };

    void connect();
    const stopFollowing = onBackOnline(reconnectNow);
    return () => {
      stopped = true;
      stopFollowing();
      stopWaiting();
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const last = socket;
      socket = undefined;
      last?.close();
    };
  }, [followKey, queryClient]);
};
