import { describe, expect, it, vi } from 'vitest';
import { fetchAllPages } from './fetch-all-pages';

function pages(total: number, limit: number) {
  return vi.fn(async (page: number) => {
    const start = (page - 1) * limit;
    const data = Array.from(
      { length: Math.max(0, Math.min(limit, total - start)) },
      (_, index) => start + index,
    );
    return { data, pagination: { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) } };
  });
}

describe('fetchAllPages', () => {
  it('asks for pages of 500 and follows them to the last one', async () => {
    const fetchPage = pages(1_234, 500);
    const items = await fetchAllPages(fetchPage);
    expect(items).toHaveLength(1_234);
    expect(items.at(-1)).toBe(1_233);
    expect(fetchPage.mock.calls).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
  });

  it('stops at the page bound even if the server reports more pages', async () => {
    const fetchPage = pages(100_000, 500);
    await fetchAllPages(fetchPage, 3);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });
});
