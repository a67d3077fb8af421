import type { Pagination } from '@sportsbook/contract';

/** Wraps one page of rows with the pagination block of SPEC §3 (`last_page` is at least 1). */
export function pageOf<T>(
  data: T[],
  total: number,
  query: { page: number; limit: number },
): { data: T[]; pagination: Pagination } {
  return {
    data,
    pagination: {
      total,
      page: query.page,
      limit: query.limit,
      last_page: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}
