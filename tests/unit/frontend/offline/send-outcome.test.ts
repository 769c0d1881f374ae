import { describe, expect, it } from 'vitest';
import { ApiError, networkErrorStatus } from '#web/lib/api-client';
import { isNetworkFailure, sendFailure } from '#web/lib/offline/send-outcome';

describe('a queued change the server did not take', () => {
  it('waits for a network, a working server or a new session', () => {
    for (const status of [networkErrorStatus, 500, 503, 401, 409, 429])
      expect(sendFailure(new ApiError(status, undefined))).toBe('retry');
    expect(sendFailure(new TypeError('fetch failed'))).toBe('retry');
  });

  it('is dropped when what it changes is gone, or when the server will never take it', () => {
    expect(sendFailure(new ApiError(404, 'Shopping list item not found.'))).toBe('gone');
    expect(sendFailure(new ApiError(400, 'Item name is required'))).toBe('refused');
    expect(sendFailure(new ApiError(403, undefined))).toBe('refused');
  });

  it('is queued only when the call never reached the server', () => {
    expect(isNetworkFailure(new ApiError(networkErrorStatus, undefined))).toBe(true);
    expect(isNetworkFailure(new ApiError(500, undefined))).toBe(false);
  });
});
