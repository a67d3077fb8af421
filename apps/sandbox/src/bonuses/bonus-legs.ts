import type { PlaceBetSelection } from '@sportsbook/contract';
import { isLiveStatus } from '@sportsbook/contract';
import { selectionKey } from './selection-key';
import type { BonusLeg } from '@sportsbook/betting';
import type { SandboxDeps } from '../deps';

/**
 * The selections of a bet as the bonus rules see them, from the book (sport, category, league, live), never from
 * the request; the odds are the book's current ones. Null when a selection's match is not in the book (placement
 * refuses that bet anyway).
 */
export function bonusLegs(
  catalogue: SandboxDeps['catalogue'],
  selections: readonly PlaceBetSelection[],
): BonusLeg[] | null {
  const legs: BonusLeg[] = [];
  for (const selection of selections) {
    const match = catalogue.match(selection.match_id);
    if (!match) return null;
    const outcome = catalogue
      .markets(selection.match_id)
      ?.find((market) => market.id === selection.market_id && market.specifier === selection.specifier)
      ?.outcomes.find((candidate) => candidate.id === selection.outcome_id);
    legs.push({
      key: selectionKey(selection),
      odds: outcome?.odds ?? selection.odds,
      sportId: match.tournament.sport.id,
      categoryId: catalogue.league(match.tournament.id)?.category.id ?? 0,
      tournamentId: match.tournament.id,
      matchId: match.id,
      live: isLiveStatus(match.status),
    });
  }
  return legs;
}
