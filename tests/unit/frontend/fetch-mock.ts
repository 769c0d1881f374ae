import { afterEach, beforeEach, vi } from 'vitest';
import { configureApiAuth } from '#web/lib/api-client';

/**
 * A stand-in for the browser's `fetch` in the tests of the calling file (or describe block), reset
 * before each test with an API client signed in as 'the-token', and removed after each.
 */
export const installFetchMock = () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    configureApiAuth({ getToken: () => 'the-token', onUnauthorized: async () => false });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
};
