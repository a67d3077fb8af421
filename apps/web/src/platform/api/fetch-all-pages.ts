import { MAX_PAGE_LIMIT } from '@sportsbook/contract/refs';
import type { Pagination } from '@sportsbook/contract';

/** A page of a paged list endpoint. */
export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

/**
 * Every item of a paged list: asks for pages of 500 (SPEC §7, §9) and follows `last_page` until the end.
 * `maxPages` bounds a runaway list (a server that keeps growing it) so a page render never loops.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, limit: number) => Promise<Page<T>>,
  maxPages = 20,
): Promise<T[]> {
  const first = await fetchPage(1, MAX_PAGE_LIMIT);
  const items = [...first.data];
  const lastPage = Math.min(first.pagination.last_page, maxPages);
  for (let page = 2; page <= lastPage; page += 1) {
    const next = await fetchPage(page, MAX_PAGE_LIMIT);
    items.push(...next.data);
  }
  return items;
}
