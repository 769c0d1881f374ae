import { describe, expect, it } from 'vitest';
import { underWayLeaseSeconds } from '#functions/data/client-limits';
import { functionAccess } from '#infra/stacks/function-access';
import { routeEntries } from '#shared/routes';

/** A function's timeout when its access names none (infra/constructs/api-function.ts). */
const defaultTimeoutSeconds = 10;

describe('the lease of a request under way', () => {
  it('outlasts the timeout of every function with a limit "at once", by a margin of no more than 10 s', () => {
    const timeouts = routeEntries
      .filter(([, route]) => route.limits?.atOnce !== undefined)
      .map(([, route]) => functionAccess[route.resource].timeoutSeconds ?? defaultTimeoutSeconds);
    expect(timeouts.length).toBeGreaterThan(0);
    const longest = Math.max(...timeouts);
    // Longer, or a run still under way would lose its place; not much longer, or a run the
    // platform killed keeps its place long after.
    expect(underWayLeaseSeconds).toBeGreaterThan(longest);
    expect(underWayLeaseSeconds).toBeLessThanOrEqual(longest + 10);
  });
});
