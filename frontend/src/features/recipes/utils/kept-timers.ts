import * as z from 'zod';

/**
 * Cook mode's timers, kept in this browser per recipe with their end times, so a reload (or a
 * phone that dropped the tab while the oven ran) brings them back: still counting down, or done
 * if their end passed meanwhile.
 */
export interface KeptTimer {
  /** The phrase it was started from (step and place), so one phrase runs one timer at a time. */
  key: string;
  label: string;
  /** When it rings, in epoch milliseconds. */
  endsAt: number;
}

type TimerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const keptTimersKey = (recipeId: string) => `w4dCookTimers:${recipeId}`;

/** A timer that ended this long ago is no longer worth showing as done. */
export const forgetDoneAfterMs = 12 * 60 * 60 * 1000;

const storedShape = z.object({
  version: z.literal(1),
  timers: z
    .array(z.object({ key: z.string().max(500), label: z.string().max(200), endsAt: z.number().finite() }))
    .max(50),
});

/** The recipe's kept timers, minus those that ended long ago; anything unreadable counts as none. */
export const readKeptTimers = (storage: TimerStorage, recipeId: string, now = Date.now()): KeptTimer[] => {
  try {
    const parsed = storedShape.safeParse(JSON.parse(storage.getItem(keptTimersKey(recipeId)) ?? 'null'));
    if (!parsed.success) return [];
    return parsed.data.timers.filter((timer) => timer.endsAt > now - forgetDoneAfterMs);
  } catch {
    return [];
  }
};

/** Keeps the recipe's timers (none: the entry goes); a full or refused storage keeps nothing. */
export const writeKeptTimers = (
  storage: TimerStorage,
  recipeId: string,
  timers: readonly KeptTimer[],
): void => {
  try {
    if (timers.length === 0) storage.removeItem(keptTimersKey(recipeId));
    else
      storage.setItem(
        keptTimersKey(recipeId),
        JSON.stringify({
          version: 1,
          timers: timers.map(({ key, label, endsAt }) => ({ key, label, endsAt })),
        }),
      );
  } catch {
    // The timers still run on this page; only a reload would lose them.
  }
};
