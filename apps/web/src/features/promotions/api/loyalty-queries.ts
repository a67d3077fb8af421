import { routeRefs } from '@sportsbook/contract/refs';
import type { FarmingBonus, Freebet, LeaderboardRow } from '@sportsbook/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';

export type Promotion = z.infer<typeof FarmingBonus>;
export type FreebetItem = z.infer<typeof Freebet>;
export type { LeaderboardRow };

/**
 * Query keys of the Promotions page. Activating a hunting refreshes the tournaments and the reverse (SPEC §4
 * Lists), so both live under one key that every change invalidates.
 */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (kind: 'huntings' | 'tournaments' | 'lootboxes', viewer: number | null) =>
    ['promotions', kind, viewer] as const,
  rating: (id: number, viewer: number | null) => ['promotions', 'rating', id, viewer] as const,
  freebets: (viewer: number) => ['promotions', 'freebets', viewer] as const,
};

export function huntingsQuery(context: ApiContext, viewer: number | null) {
  return queryOptions({
    queryKey: promotionKeys.list('huntings', viewer),
    queryFn: async () =>
      (await apiRequest(routeRefs.sportsbook.getHuntings, { query: { page: 1, limit: 20 } }, context)).data,
  });
}

export function tournamentsQuery(context: ApiContext, viewer: number | null) {
  return queryOptions({
    queryKey: promotionKeys.list('tournaments', viewer),
    queryFn: async () =>
      (await apiRequest(routeRefs.sportsbook.getBonusTournaments, { query: { page: 1, limit: 5 } }, context))
        .data,
  });
}

/** The player's lootboxes, opened ones too (the page shows what each gave). */
export function lootboxesQuery(context: ApiContext, viewer: number | null) {
  return queryOptions({
    queryKey: promotionKeys.list('lootboxes', viewer),
    queryFn: async () => {
      const [active, opened] = await Promise.all(
        (['active', 'bonus_over'] as const).map((status) =>
          apiRequest(routeRefs.sportsbook.getLootboxes, { query: { page: 1, limit: 20, status } }, context),
        ),
      );
      return [...active!.data, ...opened!.data];
    },
    enabled: viewer !== null,
  });
}

export function ratingQuery(context: ApiContext, id: number, viewer: number | null) {
  return queryOptions({
    queryKey: promotionKeys.rating(id, viewer),
    queryFn: async () =>
      (await apiRequest(routeRefs.sportsbook.getTournamentRating, { params: { id } }, context)).data,
  });
}

/** The player's freebets, so a lootbox can name the ones it may boost. */
export function freebetsQuery(context: ApiContext, viewer: number) {
  return queryOptions({
    queryKey: promotionKeys.freebets(viewer),
    queryFn: async () =>
      (await apiRequest(routeRefs.sportsbook.getFreebets, { query: { page: 1, limit: 50 } }, context)).data,
  });
}

/** Joins a hunting or tournament (`POST /bonuses/{id}/activate`); every list is fetched again. */
export function useActivatePromotion() {
  const context = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(routeRefs.sportsbook.activateBonus, { params: { id } }, context),
    onSettled: () => client.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}

/** Opens a lootbox (`POST /bonuses/{id}/boost`): the server draws the prize, the card animates to it. */
export function useOpenLootbox() {
  const context = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, freebetId }: { id: number; freebetId: number }) =>
      apiRequest(
        routeRefs.sportsbook.boostBonus,
        { params: { id }, body: { freebet_id: freebetId } },
        context,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}
