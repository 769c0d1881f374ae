import type { QueryKey } from '@tanstack/react-query';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { useSyncExternalStore } from 'react';
import type { RouteName } from '#shared/routes';
import { t } from '#web/lib/i18n/t';
import { callApi } from '../api-client';
import { queryClient } from '../react-query';
import { isOnline, onBackOnline } from './online-status';
import { isNetworkFailure, sendFailure } from './send-outcome';

/**
 * Changes made without a network (issue 16): API calls kept in IndexedDB, in the order they were
 * made, and sent in that order when the network returns. Each call is safe to send twice (a create
 * carries its clientId, an update its changedAt), so a call whose answer was lost is simply sent
 * again. The queue holds no token: calls are sent with the session's token of the moment.
 */
export interface QueuedCall {
  /** The order calls were made in (IndexedDB's key). */
  seq: number;
  route: RouteName;
  params?: Record<string, string>;
  body?: unknown;
  /** The cached query the call changes: shown with the call applied, refreshed once it is sent. */
  queryKey: QueryKey;
  /** What the call changes, for a notice if the server refuses it ("Eggs"). */
  label: string;
  /** The notice when the thing it changes is gone (404); none: dropped silently (a delete). */
  goneNotice?: string;
}

export type NewCall = Omit<QueuedCall, 'seq'>;

interface QueueSchema extends DBSchema {
  calls: { key: number; value: QueuedCall };
}

const databaseName = 'recipe-planner-offline';
const retryMs = 15_000;
/**
 * Sooner when the server could not be reached at all: such a try costs nothing, and on a network
 * that came back without the browser saying so (a Wi-Fi that recovered) the first one that gets
 * through sends the changes and clears the page's offline notice.
 */
const unreachableRetryMs = 5_000;
// One tab sends at a time, so two tabs never send the same call at once.
const sendLockName = 'recipe-planner-offline-queue';

let database: Promise<IDBPDatabase<QueueSchema>> | undefined;
const db = () =>
  (database ??= openDB<QueueSchema>(databaseName, 1, {
    upgrade(upgrade) {
      upgrade.createObjectStore('calls', { keyPath: 'seq', autoIncrement: true });
    },
  }));

// The queue as last read or written, for rendering (every change is written to IndexedDB first).
let calls: readonly QueuedCall[] = [];
let loaded: Promise<readonly QueuedCall[]> | undefined;
let notices: readonly string[] = [];
const listeners = new Set<() => void>();

const publish = () => {
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const reload = async () => {
  calls = await (await db()).getAll('calls');
  publish();
  return calls;
};

/**
 * The queued calls as they are now: read from IndexedDB on first use (an empty queue where
 * IndexedDB is unavailable), then kept in step with every write.
 */
export const loadQueue = async (): Promise<readonly QueuedCall[]> => {
  loaded ??= reload().catch(() => calls);
  await loaded;
  return calls;
};

/** The queued calls, re-rendering when they change. */
export const useQueuedCalls = (): readonly QueuedCall[] => useSyncExternalStore(subscribe, () => calls);

/** Notices about queued changes the server did not take ("Eggs was removed on another device"). */
export const useQueueNotices = (): readonly string[] => useSyncExternalStore(subscribe, () => notices);

export const dismissQueueNotice = (notice: string): void => {
  notices = notices.filter((shown) => shown !== notice);
  publish();
};

const notify = (notice: string) => {
  notices = [...notices, notice];
  publish();
};

const send = ({ route, params, body }: Pick<QueuedCall, 'route' | 'params' | 'body'>): Promise<unknown> =>
  (callApi as (name: RouteName, options: unknown) => Promise<unknown>)(route, { params, body });

const enqueue = async (call: NewCall) => {
  await (await db()).add('calls', call as QueuedCall);
  await reload();
  flushSoon();
};

export type SendOrQueueResult = { sent: true; data: unknown } | { sent: false };

/**
 * Sends a change at once when the network is there and nothing is waiting before it (order
 * matters: an edit must not overtake the create it edits); otherwise, or when the call cannot
 * reach the server, queues it. Any answer from the server (a refusal too) is the caller's.
 */
export const sendOrQueue = async (call: NewCall): Promise<SendOrQueueResult> => {
  const waiting = await loadQueue();
  if (isOnline() && waiting.length === 0) {
    try {
      return { sent: true, data: await send(call) };
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  await enqueue(call);
  return { sent: false };
};

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let flushing: Promise<void> | null = null;

const scheduleFlush = (delayMs: number) => {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flushQueue(), delayMs);
};

/**
 * Sends what waits: at once when the network is there; when the browser has a network but the last
 * call did not reach the server, a first try a little later. Only a call that gets through says the
 * server is back, and without a try no call may come: a page whose reads failed while the network
 * returned, before its queue was loaded, kept its changes waiting for good. With no network at all,
 * the browser's `online` event starts the sending (startOfflineSync).
 */
const flushSoon = () => {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  scheduleFlush(isOnline() ? 0 : unreachableRetryMs);
};

const flushOnce = async () => {
  const store = await db();
  const sent = new Map<string, QueryKey>();
  let stoppedBy: { error: unknown } | undefined;
  for (const call of await reload()) {
    try {
      await send(call);
    } catch (error) {
      const failure = sendFailure(error);
      if (failure === 'retry') {
        stoppedBy = { error };
        break;
      }
      if (failure === 'gone' && call.goneNotice) notify(call.goneNotice);
      if (failure === 'refused')
        notify(
          t('shell.queuedChangeRefused', {
            change: call.label,
            reason: error instanceof Error ? error.message : t('shell.changeNotSent'),
          }),
        );
    }
    await store.delete('calls', call.seq);
    sent.set(JSON.stringify(call.queryKey), call.queryKey);
  }
  await reload();
  // The screens show the server's state again, with whatever is still queued on top.
  await Promise.all([...sent.values()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  // Stopped: try again later. Calls queued while these were sent: send them too.
  if (stoppedBy) scheduleFlush(isNetworkFailure(stoppedBy.error) ? unreachableRetryMs : retryMs);
  else if (calls.length > 0) scheduleFlush(0);
};

const withSendLock = (work: () => Promise<void>): Promise<void> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request(sendLockName, work).then(() => undefined)
    : work();

/** Sends the queued calls in order; stops at the first that cannot be sent now and tries again later. */
export const flushQueue = (): Promise<void> => {
  const running =
    flushing ??
    withSendLock(flushOnce)
      .catch(() => scheduleFlush(retryMs))
      .finally(() => {
        flushing = null;
      });
  flushing = running;
  return running;
};

let started = false;

/** Sends what an earlier visit left queued, and from now on whenever the network returns. */
export const startOfflineSync = async (): Promise<void> => {
  if (started) return;
  started = true;
  onBackOnline(() => scheduleFlush(0));
  if ((await loadQueue()).length > 0) flushSoon();
};

/** Logout: the queued changes were this user's; the next one must neither see nor send them. */
export const clearQueue = async (): Promise<void> => {
  clearTimeout(retryTimer);
  notices = [];
  await (await db()).clear('calls');
  await reload();
};
