import type { BonusState, FarmingBonus, PromotionStatus } from '@sportsbook/contract';
import type { z } from 'zod';
import { localized } from '../bonuses/campaigns';
import { findCurrency } from '../platform/wallet/currencies';
import { bannerUrl } from './banner-images';
import type { LootboxRow } from './lootbox-store';
import type { EntryRow, ProgrammeRow } from './loyalty-store';
import type { HuntingProgramme, LootboxProgramme, Texts, TournamentProgramme } from './programmes';

type View = z.input<typeof FarmingBonus>;

/** The promotion's state (SPEC §4 Other statuses): the stored one while running, else read from its dates. */
export function promotionStatus(row: Pick<ProgrammeRow, 'status' | 'startsAt' | 'endsAt'>, now: Date) {
  if (row.status !== 'active') return row.status as PromotionStatus;
  if (now < row.startsAt) return 'created';
  return now >= row.endsAt ? 'finished' : 'active';
}

const subunitsOf = (currency: string) => findCurrency(currency)?.subunits ?? 2;

/** What a view is drawn for: the reader's language, the time, the origin serving the banners (`banner-images.ts`). */
export interface ViewContext {
  locale: string | undefined;
  now: Date;
  sportsbookUrl: string;
}

/** The banner pair of a programme. */
function banners(name: string, image: string, sportsbookUrl: string) {
  return {
    desktop: { id: 1, url: bannerUrl(sportsbookUrl, image, 'desktop'), alt: name },
    mobile: { id: 2, url: bannerUrl(sportsbookUrl, image, 'mobile'), alt: name },
  };
}

/** What the views share: the texts, window and state of a programme or lootbox. */
function common(
  texts: { name: Texts; description: Texts; banner: string },
  { locale, sportsbookUrl }: ViewContext,
  window: { from: Date; to: Date; status: PromotionStatus },
) {
  const name = localized(texts.name, locale);
  return {
    name,
    description: localized(texts.description, locale),
    banners: banners(name, texts.banner, sportsbookUrl),
    valid_from: window.from.toISOString(),
    valid_to: window.to.toISOString(),
    promotion_status: window.status,
  };
}

/** The player's state in a programme: active once joined, available to join while it runs. */
function entryState(entry: EntryRow | undefined, status: PromotionStatus): BonusState {
  if (status === 'finished') return 'expired';
  if (status !== 'active') return 'not_available';
  return entry ? 'active' : 'available';
}

export interface FarmingExtras {
  eventIds: number[];
  betIds: number[];
  /** The freebet one conversion issues (hunting) or the player's prize at their place now (tournament). */
  potentialFreebet: number;
}

/** A hunting or tournament as SPEC §3 describes it, with the player's farming when they joined. */
export function programmeView(
  row: ProgrammeRow,
  entry: EntryRow | undefined,
  extras: FarmingExtras,
  context: ViewContext,
): View {
  const { now } = context;
  const hunting = row.kind === 'hunting';
  const terms = row.terms as unknown as HuntingProgramme & TournamentProgramme;
  const status = promotionStatus(row, now);
  const available = entry ? entry.points - entry.convertedPoints : 0;
  const currency = entry?.currency ?? row.currency;
  return {
    id: row.id,
    type: hunting ? 'hunting' : 'tournament',
    status: entryState(entry, status),
    issued: entry
      ? {
          is_active: entry.status === 'active',
          currency,
          currency_subunits: subunitsOf(currency),
          farming: {
            avg_stake: entry.betsCount > 0 ? Math.floor(entry.stakeSum / entry.betsCount) : 0,
            bets_count: entry.betsCount,
            points: hunting ? entry.points : entry.farmedAmount,
            available_points: hunting ? available : entry.farmedAmount,
            potential_points: hunting ? terms.target_points - available : 0,
            potential_freebet_amount: extras.potentialFreebet,
            initial_pool: row.initialPool,
          },
        }
      : null,
    farm_once_per_event: hunting ? terms.farm_once_per_event : false,
    farming_freebet_type: terms.farming_freebet_type,
    show_in_promotion: terms.show_in_promotion,
    farmed_event_ids: extras.eventIds,
    used_in_bets: extras.betIds,
    ...common(terms, context, { from: row.startsAt, to: row.endsAt, status }),
    pool_amount: hunting ? null : row.poolAmount,
    currency,
    currency_subunits: subunitsOf(currency),
    boost_multiplier: null,
  };
}

/** A lootbox as SPEC §3 describes it: active until opened (then bonus_over with its prize), or expired. */
export function lootboxView(
  row: LootboxRow,
  currency: string,
  freebetsToBoost: number[],
  context: ViewContext,
): View {
  const { now } = context;
  const terms = row.terms as unknown as LootboxProgramme;
  const expired = row.status === 'active' && row.validTo <= now;
  const status: BonusState = expired ? 'expired' : (row.status as BonusState);
  return {
    id: row.id,
    type: 'lootbox',
    status,
    issued: {
      is_active: status === 'active',
      currency,
      currency_subunits: subunitsOf(currency),
      farming: {
        avg_stake: 0,
        bets_count: terms.every_bets,
        points: 0,
        available_points: 0,
        potential_points: 0,
        potential_freebet_amount: 0,
        initial_pool: 0,
      },
    },
    farm_once_per_event: false,
    farming_freebet_type: 'freebet_all_win',
    show_in_promotion: false,
    farmed_event_ids: [],
    used_in_bets: [],
    freebets_to_boost: status === 'active' ? freebetsToBoost : [],
    ...common(terms, context, {
      from: row.createdAt,
      to: row.validTo,
      status: status === 'active' ? 'active' : 'finished',
    }),
    pool_amount: null,
    currency,
    currency_subunits: subunitsOf(currency),
    boost_multiplier: row.prizeTenths === null ? null : row.prizeTenths / 10,
  };
}
