import type { FarmingBonus } from '@sportsbook/contract';
import type { z } from 'zod';

type View = z.input<typeof FarmingBonus>;

/** The `GET /bonuses` filters (SPEC §7) as the loyalty lists apply them. */
export interface BonusListQuery {
  status: string;
  available?: boolean | undefined;
  unseen?: boolean | undefined;
  limit_per_type: number;
  type?: string | undefined;
}

/**
 * Loyalty bonuses as `GET /bonuses` lists them, the way the bonus module lists its own: by state (or usable ones
 * with `available`), unseen ones only with `unseen`, one type with `type`, at most `limit_per_type` of each type.
 */
export function filterBonusList(views: readonly View[], seen: ReadonlySet<number>, query: BonusListQuery) {
  const perType = new Map<string, number>();
  return views.filter((view) => {
    if (query.type !== undefined && view.type !== query.type) return false;
    const usable = view.status === 'available' || view.status === 'active';
    if (query.available === true ? !usable : view.status !== query.status) return false;
    if (query.unseen === true && seen.has(view.id)) return false;
    const count = perType.get(view.type) ?? 0;
    perType.set(view.type, count + 1);
    return count < query.limit_per_type;
  });
}
