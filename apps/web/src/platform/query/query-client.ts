import { QueryClient } from '@tanstack/react-query';

/** A query client with the defaults of SPEC §9: no refetch on window focus, no retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
