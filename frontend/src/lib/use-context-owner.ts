import { useMemo } from 'react';
import { type ContextOwner, contextOwner, useActingContext } from './acting-context';
import { useUser } from './auth/session';

/** The owner of what the current screen lists and adds: the signed-in user, or the group acted for. */
export const useContextOwner = (): ContextOwner | null => {
  const context = useActingContext();
  const userId = useUser()?.id;
  return useMemo(() => (userId ? contextOwner(context, userId) : null), [context, userId]);
};
