import { type ComponentType, createElement, lazy, Suspense, useCallback } from 'react';
import { useDialogState } from './use-dialog-state';

/** What every lazily loaded dialog is given by `useLazyDialog`: spread it onto its `FormDialog` or `Modal`. */
export interface DialogLifecycle {
  open: boolean;
  onClose: () => void;
  onExitComplete: () => void;
}

type DialogModule<P extends DialogLifecycle> = () => Promise<{ default: ComponentType<P> }>;

export interface LazyDialog<P extends DialogLifecycle> {
  load: DialogModule<P>;
  component: ComponentType<P>;
}

/** A dialog module loaded on first use; declare it once at module level. */
export const lazyDialog = <P extends DialogLifecycle>(load: DialogModule<P>): LazyDialog<P> => ({
  load,
  component: lazy(load),
});

/**
 * A dialog whose code loads when first wanted: `open(target)` mounts a fresh one (a new form every
 * time), which plays its closing animation and then unmounts. `propsOf` gives the dialog's own props
 * for the target it was opened with, or nothing to show nothing. Place `element` in the page.
 */
export const useLazyDialog = <P extends DialogLifecycle, T = true>(
  dialog: LazyDialog<P>,
  propsOf: (target: T) => Omit<P, keyof DialogLifecycle> | null | undefined,
) => {
  const { state, show, close, onExitComplete } = useDialogState<T>();
  const { load, component } = dialog;
  const preload = useCallback(() => void load(), [load]);
  const props = state && propsOf(state.target);
  const element = state && props && (
    <Suspense fallback={null}>
      {createElement(component, {
        ...props,
        key: state.key,
        open: state.open,
        onClose: close,
        onExitComplete,
      } as P & { key: number })}
    </Suspense>
  );
  /** The opening button's handlers: the code starts to load as the pointer or the focus arrives. */
  const trigger = (target: T) => ({ onPointerEnter: preload, onFocus: preload, onClick: () => show(target) });
  return { open: show, close, preload, trigger, element };
};
