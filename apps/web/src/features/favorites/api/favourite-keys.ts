import type { z } from 'zod';
import type { FavouriteType } from '@sportsbook/contract';

/** A favourite kind: `matches` or `tournaments` (SPEC §7 `/favourites/{type}`). */
export type FavouriteKind = z.infer<typeof FavouriteType>;

/** Query keys of the player's favourites; a signed-out visitor has none, so the token is not part of them. */
export const favouriteKeys = {
  all: ['favourites'] as const,
  ids: (type: FavouriteKind) => ['favourites', type, 'ids'] as const,
};
