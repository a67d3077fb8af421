import { QueryClient, QueryObserver, dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { narrowPrefetched } from './narrow-prefetched';

const key = ['catalogue', 'tournaments', 'en', {}] as const;
const all = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

function serverClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000 } } });
  client.setQueryData(key, all);
  return client;
}

describe('narrowPrefetched', () => {
  it('keeps the items the first screen draws, and the browser is handed only those', () => {
    const server = serverClient();
    narrowPrefetched<{ id: number }>(server, key, (item) => item.id === 2 || item.id === 4);
    const browser = new QueryClient();
    hydrate(browser, dehydrate(server));
    expect(browser.getQueryData(key)).toEqual([{ id: 2 }, { id: 4 }]);
  });

  it('leaves the hydrated entry stale, so the browser fetches the whole list when the page reads it', async () => {
    const server = serverClient();
    narrowPrefetched<{ id: number }>(server, key, (item) => item.id === 1);
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000, retry: false } } });
    hydrate(browser, dehydrate(server));
    const queryFn = vi.fn(async () => all);
    const observer = new QueryObserver(browser, { queryKey: key, queryFn, staleTime: 5 * 60_000 });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(browser.getQueryData(key)).toEqual(all));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('an entry left whole stays fresh and is not fetched again', async () => {
    const browser = new QueryClient();
    hydrate(browser, dehydrate(serverClient()));
    const queryFn = vi.fn(async () => all);
    const observer = new QueryObserver(browser, { queryKey: key, queryFn, staleTime: 5 * 60_000 });
    const unsubscribe = observer.subscribe(() => {});
    await Promise.resolve();
    expect(queryFn).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('changes nothing when the list was not prefetched (a failed prefetch)', () => {
    const server = new QueryClient();
    narrowPrefetched<{ id: number }>(server, key, () => false);
    expect(server.getQueryCache().find({ queryKey: key })).toBeUndefined();
  });
});
