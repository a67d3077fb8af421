'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { useSportsbookToken } from '../session/use-sportsbook-token';
import { favouriteKeys } from './favourite-keys';
import type { FavouriteKind } from './favourite-keys';

/** Ids of the player's favourites of a kind. */
export async function getFavouriteIds(context: ApiContext, type: FavouriteKind): Promise<number[]> {
  const answer = await apiRequest(
    routeRefs.sportsbook.getFavourites,
    { params: { type }, query: {} },
    context,
  );
  return answer.favoriteIds;
}

/** Query options of the favourite ids; the context must carry the player's token. */
export function getFavouriteIdsQueryOptions(context: ApiContext, type: FavouriteKind) {
  return queryOptions({
    queryKey: favouriteKeys.ids(type),
    queryFn: () => getFavouriteIds(context, type),
    staleTime: 60_000,
  });
}

/**
 * The signed-in player's favourite ids of a kind; idle for visitors (they have no favourites, SPEC §6).
 * `signedIn` tells the two apart so callers can ask visitors to sign in.
 */
export function useFavouriteIds(type: FavouriteKind) {
  const token = useSportsbookToken();
  const context = { ...useApiContext(), token };
  const query = useQuery({ ...getFavouriteIdsQueryOptions(context, type), enabled: token !== null });
  // NOTE: no ids without a player. While a page hydrates, the session reads as unknown (the server's view), but
  // the cache may already hold the ids another part of the page fetched: drawing them then would differ from the
  // server's HTML, and React keeps the server's attributes on hydration, so a star stayed "Add" after a reload.
  if (token === null) return { ...query, data: undefined, signedIn: false as const };
  return { ...query, signedIn: true as const };
}
