import { describe, expect, it, vi } from 'vitest';
import { isOnline, onBackOnline, reportServerReached } from '#web/lib/offline/online-status';

describe('the online status', () => {
  it('is offline after a call that could not reach the server, whatever the browser says', () => {
    expect(isOnline()).toBe(true);
    reportServerReached(false);
    expect(isOnline()).toBe(false);
    reportServerReached(true);
    expect(isOnline()).toBe(true);
  });

  it('tells its listeners once when a call gets through again, until they stop listening', () => {
    const back = vi.fn();
    const stop = onBackOnline(back);
    reportServerReached(true);
    expect(back).not.toHaveBeenCalled();
    reportServerReached(false);
    reportServerReached(false);
    reportServerReached(true);
    reportServerReached(true);
    expect(back).toHaveBeenCalledTimes(1);
    stop();
    reportServerReached(false);
    reportServerReached(true);
    expect(back).toHaveBeenCalledTimes(1);
  });
});
