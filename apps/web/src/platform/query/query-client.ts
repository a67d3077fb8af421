import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleQueryError } from '../errors/query-errors';

/**
 * A query client with the defaults of SPEC §9 (no refetch on window focus, no retry) and the global error
 * handler of SPEC §8 on every query and mutation.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handleQueryError(error, query.meta, `query.${String(query.queryKey[0])}`),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        handleQueryError(
          error,
          mutation.meta,
          `mutation.${String(mutation.options.mutationKey?.[0] ?? 'anonymous')}`,
        ),
    }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
