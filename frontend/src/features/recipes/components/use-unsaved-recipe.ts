import { useCallback, useEffect, useRef } from 'react';
import { clearUnsavedRecipe, type UnsavedRecipe, writeUnsavedRecipe } from '../utils/unsaved-recipe';

/** A pause in typing before the form is written to the browser's storage. */
const writeDelayMs = 400;

/**
 * Keeps a new recipe in the browser while it is typed: `schedule` after each change writes what
 * `snapshot` gives after a pause (null: nothing worth keeping, and the stored one goes), and a
 * page being hidden or left (a phone switching apps, a reload) writes at once. `finish` (saved or
 * discarded) forgets it and writes nothing more. `userId` null: a form that is not kept (an edit).
 */
export const useUnsavedRecipeWriter = (
  userId: string | null,
  snapshot: () => Omit<UnsavedRecipe, 'savedAt'> | null,
) => {
  const latest = useRef(snapshot);
  latest.current = snapshot;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const finished = useRef(false);

  const write = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!userId || finished.current) return;
    const recipe = latest.current();
    if (recipe) writeUnsavedRecipe(localStorage, userId, recipe);
    else clearUnsavedRecipe(localStorage, userId);
  }, [userId]);

  const schedule = useCallback(() => {
    if (!userId) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(write, writeDelayMs);
  }, [userId, write]);

  useEffect(() => {
    if (!userId) return;
    const writePending = () => {
      if (timer.current !== undefined) write();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') writePending();
    };
    window.addEventListener('pagehide', writePending);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', writePending);
      document.removeEventListener('visibilitychange', onVisibility);
      writePending();
    };
  }, [userId, write]);

  const finish = useCallback(() => {
    finished.current = true;
    clearTimeout(timer.current);
    timer.current = undefined;
    if (userId) clearUnsavedRecipe(localStorage, userId);
  }, [userId]);

  return { schedule, finish };
};
