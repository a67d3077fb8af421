import type { Comboboost, Freebet } from '@sportsbook/contract';
import type { z } from 'zod';
import type { SandboxDeps } from '../deps';
import { localized } from './campaigns';
import type { ComboboostCampaign, FreebetCampaign } from './campaigns';
import { computedStatus } from './issued-bonus-store';
import type { IssuedBonusRow } from './issued-bonus-store';

type ComboboostView = z.input<typeof Comboboost>;
type FreebetView = z.input<typeof Freebet>;
type BonusState = ComboboostView['status'];

/** The campaign terms an issued comboboost was issued with. */
export function comboboostTerms(row: IssuedBonusRow): ComboboostCampaign {
  return row.terms as unknown as ComboboostCampaign;
}

/** The campaign terms an issued freebet was issued with. */
export function freebetTerms(row: IssuedBonusRow): FreebetCampaign {
  return row.terms as unknown as FreebetCampaign;
}

/** A bonus's name in the player's language. */
export function bonusName(row: IssuedBonusRow, locale: string | undefined): string {
  return localized((row.terms as { name: Record<string, string> }).name, locale);
}

function named(ids: readonly number[], nameOf: (id: number) => string | undefined) {
  return ids.map((id) => ({ id, name: nameOf(id) ?? `#${id}` }));
}

/** An issued comboboost as SPEC §3 Comboboost describes it. */
export function comboboostView(
  row: IssuedBonusRow,
  catalogue: SandboxDeps['catalogue'],
  now: Date,
  locale: string | undefined,
): ComboboostView {
  const terms = comboboostTerms(row);
  const status = computedStatus(row, now) as BonusState;
  const conditions = terms.event_conditions;
  return {
    id: row.id,
    name: bonusName(row, locale),
    min_odds: terms.min_odds,
    uses_count: row.usesCount,
    country_codes: terms.country_codes,
    event_conditions: {
      sport: named(
        conditions.sport,
        (id) => catalogue.categories().find((category) => category.sport.id === id)?.sport.name,
      ),
      category: named(conditions.category, (id) => catalogue.category(id)?.name),
      tournament: named(conditions.tournament, (id) => catalogue.league(id)?.name),
      event: named(conditions.event, (id) => {
        const match = catalogue.match(id);
        return match && `${match.competitors.home.name} – ${match.competitors.away.name}`;
      }),
    },
    ranges: terms.ranges,
    valid_to: row.validTo.toISOString(),
    only_verified: terms.only_verified,
    trigger_key: terms.trigger_key,
    status,
    issued: {
      times_used: row.timesUsed,
      activated_at: row.activatedAt?.toISOString() ?? null,
      expired_at: status === 'expired' ? row.validTo.toISOString() : null,
      seen: row.seen,
      computed_status: status,
    },
    banners: { desktop: null, mobile: null },
  };
}

/** An issued freebet as SPEC §3 Freebet describes it. */
export function freebetView(row: IssuedBonusRow, now: Date, locale: string | undefined): FreebetView {
  const terms = freebetTerms(row);
  const status = computedStatus(row, now) as BonusState;
  return {
    id: row.id,
    name: bonusName(row, locale),
    type: terms.type,
    min_odds: terms.min_odds,
    max_odds: terms.max_odds,
    match_status: terms.match_status,
    selection_count_from: terms.selection_count_from,
    selection_count_to: terms.selection_count_to,
    status,
    issued: {
      is_active: status === 'active' || status === 'available',
      amount: row.amount ?? 0,
      currency: row.currency ?? 'EUR',
      created_at: row.createdAt.toISOString(),
      boost_multiplier: (row.terms as { boost_multiplier?: number }).boost_multiplier ?? null,
    },
    boost_data: null,
    valid_to: row.validTo.toISOString(),
  };
}
