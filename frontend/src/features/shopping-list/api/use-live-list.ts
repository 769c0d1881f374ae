import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type LiveMessage, livePath, liveProtocol } from '#shared/shopping/live-protocol';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { accessToken } from '#web/lib/api-client';
import { onBackOnline } from '#web/lib/offline/online-status';
import { applyLiveMessage, listOwnerOf, sameOwner } from '../utils/live-patch';
import { aisleSettingsKey } from './aisle-settings';
import { shoppingListKey } from './get-shopping-list';

/** Reconnect back-off: half a second, doubling to half a minute, with jitter so tabs spread out. */
const firstRetryMs = 500;
const longestRetryMs = 30_000;
/** A ping now and then keeps proxies (and API Gateway's 10-minute idle limit) from closing the socket. */
const pingEveryMs = 5 * 60_000;

const liveUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${livePath}`;

/**
 * Keeps the shown list live (issue 16): a WebSocket on the same origin, authorised with the access
 * token, following this owner's list; each change patches the cached list (a change of its aisle
 * settings reads them again), so the screen updates without a reload. It reconnects by itself with back-off (at once when the browser is back
 * online) and, once following again, refetches the list for whatever it missed meanwhile.
 */
export const useLiveList = (owner: ContextOwner) => {
  const queryClient = useQueryClient();
  const listOwner = listOwnerOf(owner);
  const ownerKey = `${listOwner.type}:${listOwner.id}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the owner's key stands for the owner.
  useEffect(() => {
    const key = shoppingListKey(owner);
    const aislesKey = aisleSettingsKey(owner);
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
      if (message.type === 'aisles-changed') {
        if (sameOwner(message.listOwner, listOwner))
          void queryClient.invalidateQueries({ queryKey: aislesKey });
        return;
      }
      queryClient.setQueryData<ShoppingListItem[]>(key, (list) =>
        applyLiveMessage(list, message, listOwner, revisions),
      );
    };

    /**
     * Following from now on: the list as it is now covers what happened before (or while away).
     * Read once no change of this screen is on its way: a read answered before the server has a
     * tick would show the list without it, the box set back until the answer.
     */
    const catchUp = () => {
      stopWaiting();
      const read = () => {
        void queryClient.invalidateQueries({ queryKey: key });
        void queryClient.invalidateQueries({ queryKey: aislesKey });
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
        current.send(JSON.stringify({ type: 'subscribe', listOwner }));
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
  }, [ownerKey, queryClient]);
};
