import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshAfterChange } from '#web/lib/refresh-after-change';

/** A server whose answers the test releases one by one, each with the state read when it was asked. */
const slowServer = () => {
  let favourite = true;
  const waiting: (() => void)[] = [];
  let reads = 0;
  return {
    read: () => {
      reads += 1;
      const answer = { isFavourite: favourite };
      return new Promise<typeof answer>((resolve) => waiting.push(() => resolve(answer)));
    },
    change: () => {
      favourite = false;
    },
    answerAll: () => {
      for (const answer of waiting.splice(0)) answer();
    },
    reads: () => reads,
  };
};

const key = ['recipes', 'detail', 'r1'];
let client: QueryClient;
afterEach(() => client.clear());

const settle = () => new Promise((done) => setTimeout(done, 0));

describe('refreshAfterChange', () => {
  it("reads again a page's prefetch that was on its way when the change was done", async () => {
    client = new QueryClient();
    const server = slowServer();
    // A route's prefetch: no screen observes it yet; the server reads the recipe before the change.
    const prefetch = client.prefetchQuery({ queryKey: key, queryFn: server.read });
    server.change();
    const refreshed = refreshAfterChange(client, ['recipes']);
    await settle();
    server.answerAll(); // the old answer, then the new read's
    await settle();
    server.answerAll();
    await Promise.all([prefetch, refreshed]);
    expect(client.getQueryData(key)).toEqual({ isFavourite: false });
    expect(server.reads()).toBe(2);
  });

  it("reads again a screen's first read that was on its way", async () => {
    client = new QueryClient();
    const server = slowServer();
    const observer = new QueryObserver(client, { queryKey: key, queryFn: server.read });
    const unsubscribe = observer.subscribe(() => {});
    server.change();
    const refreshed = refreshAfterChange(client, ['recipes']);
    await settle();
    server.answerAll();
    await settle();
    server.answerAll();
    await refreshed;
    expect(observer.getCurrentResult().data).toEqual({ isFavourite: false });
    unsubscribe();
  });

  it('refetches the active queries and only marks the inactive idle ones stale', async () => {
    client = new QueryClient();
    const server = slowServer();
    const shown = new QueryObserver(client, { queryKey: key, queryFn: server.read });
    const unsubscribe = shown.subscribe(() => {});
    await settle();
    server.answerAll();
    await settle();
    expect(shown.getCurrentResult().data).toEqual({ isFavourite: true });
    const otherKey = ['recipes', 'list', 'page 2'];
    client.setQueryData(otherKey, { isFavourite: true });
    server.change();
    const refreshed = refreshAfterChange(client, ['recipes']);
    await settle();
    server.answerAll();
    await refreshed;
    expect(shown.getCurrentResult().data).toEqual({ isFavourite: false });
    expect(server.reads()).toBe(2);
    expect(client.getQueryState(otherKey)?.isInvalidated).toBe(true);
    unsubscribe();
  });
});
