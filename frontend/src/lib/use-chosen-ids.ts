import { useCallback, useState } from 'react';

/** The ids ticked in a list of checkboxes, and the toggle of one. */
export const useChosenIds = (initial: () => Iterable<string>) => {
  const [chosen, setChosen] = useState(() => new Set(initial()));
  const toggle = useCallback(
    (id: string, checked: boolean) =>
      setChosen((previous) => {
        const next = new Set(previous);
        if (checked) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  return [chosen, toggle] as const;
};
