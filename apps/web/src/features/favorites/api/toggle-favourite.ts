'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { catalogueKeys } from '@/platform/query/catalogue-keys';
import { useSportsbookToken } from '../session/use-sportsbook-token';
import { favouriteKeys } from './favourite-keys';
import type { FavouriteKind } from './favourite-keys';

/** What a toggle asks for: the item and whether it should become a favourite. */
export interface FavouriteChange {
  id: number;
  on: boolean;
}

function withChange(ids: readonly number[] | undefined, { id, on }: FavouriteChange): number[] {
  const rest = (ids ?? []).filter((known) => known !== id);
  return on ? [...rest, id] : rest;
}

/**
 * Adds or removes a favourite optimistically (SPEC §4): the star changes at once; when the call fails it turns
 * off again, and the list is refetched either way so it ends as the server has it.
 */
export function useToggleFavourite(type: FavouriteKind) {
  const queryClient = useQueryClient();
  const token = useSportsbookToken();
  const context = { ...useApiContext(), token };
  const key = favouriteKeys.ids(type);

  return useMutation({
    mutationFn: async (change: FavouriteChange) => {
      const route = change.on ? routeRefs.sportsbook.addFavourite : routeRefs.sportsbook.removeFavourite;
      await apiRequest(route, { params: { type, id: String(change.id) } }, context);
    },
    onMutate: async (change) => {
      // NOTE: a refetch landing after the optimistic write would undo it; cancel any in flight.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<number[]>(key, (ids) => withChange(ids, change));
    },
    onError: (_error, change) => {
      queryClient.setQueryData<number[]>(key, (ids) => withChange(ids, { id: change.id, on: false }));
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      if (type === 'matches')
        await queryClient.invalidateQueries({ queryKey: catalogueKeys.matchLists(context.locale) });
    },
  });
}
