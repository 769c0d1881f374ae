import type { PantryItem } from '#shared/pantry/pantry-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { useLiveFollow } from '#web/lib/live/use-live-follow';
import { alwaysHaveKey } from './always-have';
import { pantryKey } from './get-pantry';

const pantryQueries = (owner: ContextOwner) => ({
  list: 'pantry' as const,
  items: pantryKey(owner),
  settings: alwaysHaveKey(owner),
});

/** Keeps the shown pantry (and its "Always have" names) live between members (issue 27). */
export const useLivePantry = (owner: ContextOwner) => useLiveFollow<PantryItem>(owner, pantryQueries);
