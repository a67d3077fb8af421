import type { BonusListItem } from '@sportsbook/contract';
import type { z } from 'zod';

type ListedBonus = z.infer<typeof BonusListItem>;

const later = new Date(Date.now() + 5 * 86_400_000).toISOString();
const before = new Date(Date.now() - 86_400_000).toISOString();

/** A €5.00 all-win freebet as `GET /bonuses` lists it (the sandbox's promo-five). */
export const freebetFixture: ListedBonus = {
  kind: 'freebet',
  id: 41,
  name: 'Promo freebet',
  type: 'freebet_all_win',
  min_odds: null,
  max_odds: null,
  match_status: 'all',
  selection_count_from: 1,
  selection_count_to: 10,
  status: 'available',
  issued: { is_active: false, amount: 500, currency: 'EUR', created_at: before, boost_multiplier: null },
  boost_data: null,
  valid_to: later,
};

/** An acca boost of ×1.05 from three selections to ×1.25 from ten. */
export const comboboostFixture: ListedBonus = {
  kind: 'comboboost',
  id: 42,
  name: 'Acca boost',
  min_odds: 1.3,
  uses_count: 10,
  country_codes: [],
  event_conditions: { sport: [], category: [], tournament: [], event: [] },
  ranges: [
    { min_count: 3, max_count: 4, bonus_odds: 1.05 },
    { min_count: 10, max_count: 30, bonus_odds: 1.25 },
  ],
  valid_to: later,
  only_verified: false,
  trigger_key: null,
  status: 'available',
  issued: null,
  banners: { desktop: null, mobile: null },
};

/** A hunting, tournament (pool €1,234.56) or lootbox the player has not joined or opened. */
export function farmingFixture(
  type: 'hunting' | 'tournament' | 'lootbox',
  overrides: Partial<Extract<ListedBonus, { kind: 'farming' }>> = {},
): ListedBonus {
  return {
    kind: 'farming',
    id: type === 'lootbox' ? 950_000_001 : type === 'hunting' ? 900_000_000 : 900_000_001,
    name: { hunting: 'Goal hunt', tournament: 'Weekly race', lootbox: 'Lucky box' }[type],
    type,
    status: 'available',
    issued: null,
    farm_once_per_event: false,
    farming_freebet_type: 'freebet_no_risk',
    show_in_promotion: true,
    farmed_event_ids: [],
    used_in_bets: [],
    valid_from: before,
    valid_to: later,
    promotion_status: 'active',
    description: '',
    banners: { desktop: null, mobile: null },
    pool_amount: type === 'tournament' ? 123_456 : null,
    currency: 'EUR',
    currency_subunits: 2,
    boost_multiplier: null,
    ...overrides,
  };
}
