import { routeRefs } from '@sportsbook/contract/refs';
import type { Category } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { fetchAllPages } from '@/platform/api/fetch-all-pages';
import { useApiContext } from '@/platform/api/use-api-context';
import { catalogueKeys } from '@/platform/query/catalogue-keys';

/** Filters of `GET /categories`. */
export interface CategoryFilters {
  sport_key?: string;
  slug?: string;
}

/** Categories of the filters, by priority. */
export function getCategories(context: ApiContext, filters: CategoryFilters): Promise<Category[]> {
  return fetchAllPages((page, limit) =>
    apiRequest(
      routeRefs.sportsbook.getCategories,
      { query: { ...filters, page, limit, locale: context.locale } },
      context,
    ),
  );
}

/** Query options of a category list; categories change rarely, so they stay fresh for five minutes. */
export function getCategoriesQueryOptions(context: ApiContext, filters: CategoryFilters) {
  return queryOptions({
    queryKey: [...catalogueKeys.all, 'categories', context.locale, filters] as const,
    queryFn: () => getCategories(context, filters),
    staleTime: 5 * 60_000,
  });
}

/** A category list in client components. */
export function useCategories(filters: CategoryFilters) {
  return useQuery(getCategoriesQueryOptions(useApiContext(), filters));
}
