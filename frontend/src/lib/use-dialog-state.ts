import { useCallback, useState } from 'react';

interface DialogState<T> {
  target: T;
  open: boolean;
  /** A new key for every opening: each one starts with a fresh form. */
  key: number;
}

/**
 * Open, closing and gone: a lazily loaded dialog mounts on first opening, plays its closing
 * animation, then unmounts (`onExitComplete`).
 */
export const useDialogState = <T = true>() => {
  const [state, setState] = useState<DialogState<T> | null>(null);
  const show = useCallback((target: T) => {
    setState((previous) => ({ target, open: true, key: (previous?.key ?? 0) + 1 }));
  }, []);
  const close = useCallback(() => setState((previous) => previous && { ...previous, open: false }), []);
  const onExitComplete = useCallback(() => setState((previous) => (previous?.open ? previous : null)), []);
  return { state, show, close, onExitComplete };
};
