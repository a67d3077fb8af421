import type { BetSelection, BetType } from '@sportsbook/contract';
import { isStatusAllowed } from '@sportsbook/contract';
import type { SandboxDeps } from '../../deps';
import { CASHOUT_MARGIN } from './bet-limits';
import type { BetRow } from './bet-view';
import { PLACED_STATUS } from './bet-view';
import { customBetOdds } from './custom-bets';
import { factorOf, parseSystemId } from './engine-bet';

type Catalogue = SandboxDeps['catalogue'];

/**
 * What one leg is worth now per unit of its placed odds: placed / current odds while open (1 / current odds is
 * the book's probability of it winning), its placed odds once won, 1 once void, 0 once lost; null while its
 * market is suspended or no longer offered (no cashout then).
 */
function legRatio(catalogue: Catalogue, selection: BetSelection): number | null {
  const { match, market, outcome, specifier, odds } = selection;
  const result = catalogue.outcomeResult(match.id, market.id, specifier, outcome.id);
  if (result === 'won') return odds;
  if (result === 'void') return 1;
  if (result === 'lost') return 0;
  const line = catalogue.markets(match.id)?.find((m) => m.id === market.id && m.specifier === specifier);
  const current = line?.outcomes.find((o) => o.id === outcome.id);
  if (!line || !isStatusAllowed(line.status) || !current?.active) return null;
  return odds / current.odds;
}

/**
 * The current cashout offer of an open bet, in minor units (ours; the spec does not show the formula):
 * stake × the engine's win factor over the legs' ratios (placed / current odds; for a system summed over its
 * combinations) × (1 − margin), rounded down. Null when the bet is settled, a leg is suspended, or the offer
 * would be nothing (a lost leg of a combo), and on a two-line race bet (each-way, reverse forecast).
 */
export function cashoutOffer(catalogue: Catalogue, row: BetRow): number | null {
  if (row.status !== PLACED_STATUS) return null;
  // Each-way and reverse forecasts price two lines the leg ratio does not see: no cashout on them.
  if (row.selections.some((selection) => selection.race_bet)) return null;
  let ratios: number[] = [];
  let type = row.type as BetType;
  if (type === 'custom_bet') {
    const current = customBetOdds(
      catalogue,
      row.selections[0]!.match.id,
      row.selections.map((s) => ({
        market_id: s.market.id,
        specifier: s.specifier,
        outcome_id: s.outcome.id,
      })),
    );
    if (current === null) return null;
    ratios = [Number(row.customOdds) / current];
    type = 'single';
  } else {
    for (const selection of row.selections) {
      const ratio = legRatio(catalogue, selection);
      if (ratio === null) return null;
      ratios.push(ratio);
    }
  }
  const { numerator, denominator } = factorOf({
    type,
    stake: row.stake,
    currency: row.currency,
    subunits: 0,
    odds: ratios,
    systemType: parseSystemId(row.systemId),
    customOdds: null,
    bonusOdds: null,
  });
  const keep = BigInt(Math.round((1 - CASHOUT_MARGIN) * 10_000));
  const offer = Number((BigInt(row.stake) * numerator * keep) / (denominator * 10_000n));
  return offer > 0 ? offer : null;
}
