import { useRef, useState } from 'react';

/**
 * The state of a popup (menu, drawer) whose code loads on first use. `warm` starts the download
 * when the pointer or focus nears the button; the popup is mounted from its first opening on, so
 * it can animate closed; `trigger` is the button, for the popup to anchor to and return focus to.
 */
export const useLazyPopup = (load: () => Promise<unknown>) => {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return {
    open,
    setOpen,
    used,
    trigger,
    warm: () => void load(),
    /** The button's click: opens the popup, or with `toggle` closes it again when open. */
    press: (toggle = false) => {
      setUsed(true);
      setOpen((wasOpen) => (toggle ? !wasOpen : true));
    },
  };
};

/** A lazily loaded popup's state and its button (`useLazyPopup`). */
export type LazyPopup = ReturnType<typeof useLazyPopup>;
