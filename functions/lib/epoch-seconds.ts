/** A clock in whole seconds since the epoch (what TTLs and challenge expiries store), from a clock in milliseconds. */
export const epochSecondsOf =
  (now: () => number = Date.now) =>
  () =>
    Math.floor(now() / 1000);
