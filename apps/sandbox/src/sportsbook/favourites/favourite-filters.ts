import type { MatchStatusValue } from '@sportsbook/contract';
import { isBettableStatus } from '@sportsbook/contract';
import { ApiError } from '../../http/api-error';
import type { SportsbookCatalogue } from '../catalogue/sportsbook-catalogue';
import type { FavouriteKind } from './favourites-store';

/** The `GET /favourites/{type}` filters (SPEC §7): a match status, and bettable (prematch or live) only. */
export interface FavouriteFilters {
  matchStatus?: MatchStatusValue;
  isBettable?: boolean;
}

/**
 * The favourite ids that pass the filters, in their stored order. A match passes on its own status; a league
 * passes when at least one of its matches does. Favourites gone from the catalogue pass only unfiltered.
 */
export function filterFavourites(
  catalogue: SportsbookCatalogue,
  kind: FavouriteKind,
  ids: number[],
  filters: FavouriteFilters,
): number[] {
  if (filters.matchStatus === undefined && !filters.isBettable) return ids;
  const passes = (status: MatchStatusValue) =>
    (filters.matchStatus === undefined || status === filters.matchStatus) &&
    (!filters.isBettable || isBettableStatus(status));
  if (kind === 'matches') {
    const kept = new Set(
      catalogue
        .matches({ id: ids })
        .filter((match) => passes(match.status))
        .map((match) => match.id),
    );
    return ids.filter((id) => kept.has(id));
  }
  return ids.filter((id) => catalogue.matches({ tournament_id: id }).some((match) => passes(match.status)));
}

/** Whether the catalogue holds the match or league a favourite would point at. */
export function favouriteTargetExists(
  catalogue: SportsbookCatalogue,
  kind: FavouriteKind,
  id: number,
): boolean {
  return kind === 'matches' ? catalogue.match(id) !== undefined : catalogue.league(id) !== undefined;
}

/** `GET /matches?favourite=1` needs a player: a visitor has no favourites to list. */
export function requireFavouritesPlayer<P>(player: P | null): P {
  if (player) return player;
  throw new ApiError(401, 'unauthorized', 'favourite=1 lists the favourites of a signed-in player', {
    reason: 'missing',
  });
}
