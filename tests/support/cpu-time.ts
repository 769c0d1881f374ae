/**
 * A full garbage collection, so that each timed run starts from the same heap: what earlier runs left
 * behind would otherwise be collected, and charged, in whichever run happens to fill the heap. The
 * unit tier's workers run with `--expose-gc` (vitest.config.ts).
 */
const collectGarbage = () => {
  if (typeof globalThis.gc !== 'function') throw new Error('CPU timing needs node --expose-gc');
  globalThis.gc();
};

/**
 * The CPU time (this process's, in ms) of the fastest of `rounds` runs of `read`: the hostile-input
 * tests time growing inputs this way, so that other work on the machine does not decide them.
 */
export const cpuMsOf = (read: () => void, rounds: number) => {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round++) {
    collectGarbage();
    const start = process.cpuUsage();
    read();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
};
