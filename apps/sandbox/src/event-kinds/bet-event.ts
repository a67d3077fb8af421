import { MatchStatus } from '@sportsbook/contract';
import type { BetSelection, EventKind, Market, PlaceBetSelection } from '@sportsbook/contract';
import type { SportsbookCatalogue } from '../sportsbook/catalogue/sportsbook-catalogue';

/** The event a selection names, as placement needs it: what the stored bet shows, and its markets now. */
export interface BetEvent {
  match: BetSelection['match'];
  markets: Market[];
}

/** Why a selection's event takes no bet before its lines are even looked at. */
export type BetEventRefusal = { reason: 'unknown_match' | 'event_kind' | 'after_off' | 'after_draw' };

/**
 * The match, race, draw or outright a selection names (issue 17): `event_kind` says which (absent: a match),
 * and must be the event's own kind; bets on a race close at the off and on a draw at the draw (their status
 * leaves prematch then), with the reason in the refusal's details.
 */
export function betEvent(
  catalogue: SportsbookCatalogue,
  selection: Pick<PlaceBetSelection, 'match_id' | 'event_kind'>,
): BetEvent | BetEventRefusal {
  const kind: EventKind = selection.event_kind ?? 'match';
  if (kind === 'outright') {
    const outright = catalogue.outrights.get(selection.match_id);
    if (!outright) return { reason: catalogue.match(selection.match_id) ? 'event_kind' : 'unknown_match' };
    return {
      match: {
        id: outright.id,
        urn_id: `sr:simple_tournament:${outright.id}`,
        slug: String(outright.id),
        name: outright.name,
        start_time: outright.start_time,
        status: outright.status,
        sport_key: outright.sport?.key ?? '',
        kind,
        end_date: outright.end_date,
      },
      markets: outright.markets,
    };
  }
  const match = catalogue.match(selection.match_id);
  if (!match) return { reason: 'unknown_match' };
  if (match.type !== kind) return { reason: 'event_kind' };
  if (kind !== 'match' && match.status !== MatchStatus.prematch)
    return { reason: kind === 'race' ? 'after_off' : 'after_draw' };
  return {
    match: {
      id: match.id,
      urn_id: match.urn_id,
      slug: match.slug,
      name: `${match.competitors.home.name} – ${match.competitors.away.name}`,
      start_time: match.start_time,
      status: match.status,
      sport_key: match.tournament.sport.key,
      ...(kind === 'match' ? {} : { kind }),
    },
    markets: catalogue.markets(selection.match_id) ?? [],
  };
}
