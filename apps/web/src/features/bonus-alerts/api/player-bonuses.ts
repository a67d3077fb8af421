import { routeRefs } from '@sportsbook/contract/refs';
import type { BonusListItem, BonusType } from '@sportsbook/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';

/** A bonus of the player's list (`GET /bonuses`): comboboost, freebet, or a hunting, tournament or lootbox. */
export type PlayerBonus = z.infer<typeof BonusListItem>;

/** The bonus types alerts, toasts and the header item show (a jackpot hit has alerts of its own). */
export type ShownBonusType = Exclude<BonusType, 'jackpot'>;

/** The §3 bonus type of a listed bonus. */
export function bonusTypeOf(bonus: PlayerBonus): ShownBonusType {
  return bonus.kind === 'farming' ? bonus.type : bonus.kind;
}

export const playerBonusKeys = {
  all: ['player-bonuses'] as const,
  unseen: (viewer: number) => ['player-bonuses', 'unseen', viewer] as const,
  available: (viewer: number) => ['player-bonuses', 'available', viewer] as const,
};

/** The player's unseen bonuses they can still use, newest first, four of each type (SPEC §4, §9). */
export function unseenBonusesQuery(context: ApiContext, viewer: number) {
  return queryOptions({
    queryKey: playerBonusKeys.unseen(viewer),
    queryFn: async () =>
      (
        await apiRequest(
          routeRefs.sportsbook.getBonuses,
          { query: { available: true, unseen: true, limit_per_type: 4 } },
          context,
        )
      ).data,
  });
}

/** Every bonus the player can use now (available or active), up to ten of each type. */
export function availableBonusesQuery(context: ApiContext, viewer: number) {
  return queryOptions({
    queryKey: playerBonusKeys.available(viewer),
    queryFn: async () =>
      (
        await apiRequest(
          routeRefs.sportsbook.getBonuses,
          { query: { available: true, limit_per_type: 10 } },
          context,
        )
      ).data,
  });
}

/** `POST /bonuses/mark-as-seen` for one bonus shown (SPEC §5: sent only for bonuses not yet seen). */
export function useMarkBonusSeen() {
  const context = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bonus: PlayerBonus) =>
      apiRequest(
        routeRefs.sportsbook.markBonusesSeen,
        { body: [{ id: bonus.id, type: bonusTypeOf(bonus) }] },
        context,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: playerBonusKeys.all }),
  });
}
