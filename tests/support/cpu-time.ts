/**
 * The CPU time (this process's, in ms) of the fastest of `rounds` runs of `read`: the hostile-input
 * tests time growing inputs this way, so that other work on the machine does not decide them.
 */
export const cpuMsOf = (read: () => void, rounds: number) => {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round++) {
    const start = process.cpuUsage();
    read();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
};
