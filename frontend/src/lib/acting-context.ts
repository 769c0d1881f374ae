import { useSyncExternalStore } from 'react';
import { t } from '#web/lib/i18n/t';
import { storageKeys } from '../config/storage-keys';

/** Whom the user is acting for: themselves, or one of their groups (spec section 3). */
export type ActingContext =
  | { type: 'self' }
  | { type: 'group'; id: string; name: string; avatar?: string | null };

export const selfContext: ActingContext = { type: 'self' };

/** Who owns what a screen shows and adds (plans, shopping items): the user, or the group acted for. */
export type ContextOwner = { userId: string } | { groupId: string };

/** The owner fields a request carries for the context (spec 6: lists are scoped to it). */
export const contextOwner = (context: ActingContext, userId: string): ContextOwner =>
  context.type === 'group' ? { groupId: context.id } : { userId };

/** Reads the stored context; anything unreadable means self. (No zod: this runs before the first screen.) */
export const parseActingContext = (raw: string | null): ActingContext => {
  if (!raw) return selfContext;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return selfContext;
    const { type, id, name, avatar } = value as Record<string, unknown>;
    if (type === 'group' && typeof id === 'string' && id && typeof name === 'string') {
      return { type, id, name, avatar: typeof avatar === 'string' ? avatar : null };
    }
    return selfContext;
  } catch {
    return selfContext;
  }
};

/** The header's label: 'Viewing as: Me' or 'Viewing as: {group name}'. */
export const actingContextLabel = (context: ActingContext): string =>
  context.type === 'self' ? t('shell.viewingAsMe') : t('shell.viewingAsGroup', { name: context.name });

/** A stable key for query caches and select values: 'self' or 'group:{id}'. */
export const actingContextKey = (context: ActingContext): string =>
  context.type === 'self' ? 'self' : `group:${context.id}`;

/**
 * The context checked against the user's current groups: a group that is gone (deleted, or the
 * user left it) falls back to self; a renamed group keeps its place under its new name.
 */
export const reconcileActingContext = (
  context: ActingContext,
  groups: readonly { id: string; name: string }[],
): ActingContext => {
  if (context.type === 'self') return context;
  const group = groups.find((candidate) => candidate.id === context.id);
  if (!group) return selfContext;
  return group.name === context.name ? context : { ...context, name: group.name };
};

// Read from storage on first use, so importing this module touches no browser API.
let current: ActingContext | undefined;
const listeners = new Set<() => void>();

const publish = (next: ActingContext) => {
  current = next;
  for (const listener of listeners) listener();
};

export const getActingContext = (): ActingContext =>
  (current ??= parseActingContext(localStorage.getItem(storageKeys.actingContext)));

export const setActingContext = (next: ActingContext): void => {
  localStorage.setItem(storageKeys.actingContext, JSON.stringify(next));
  publish(next);
};

/** Logout forgets the acting context; the next user starts as themselves. */
export const clearActingContext = (): void => {
  localStorage.removeItem(storageKeys.actingContext);
  publish(selfContext);
};

// Another tab switching context (or logging out) changes this tab too.
const followOtherTabs = (event: StorageEvent) => {
  if (event.key === storageKeys.actingContext || event.key === null) {
    publish(parseActingContext(event.newValue));
  }
};

const subscribe = (listener: () => void) => {
  if (listeners.size === 0) window.addEventListener('storage', followOtherTabs);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', followOtherTabs);
  };
};

export const useActingContext = (): ActingContext => useSyncExternalStore(subscribe, getActingContext);
