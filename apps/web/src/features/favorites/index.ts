// Favourites (SPEC §4, §6, §7): the star toggle for match rows and pages, the favourites list and page, and the
// seam where the player's sportsbook token comes from once auth lands (issue 5).
export { favouriteKeys } from './api/favourite-keys';
export type { FavouriteKind } from './api/favourite-keys';
export { getFavouriteIds, getFavouriteIdsQueryOptions, useFavouriteIds } from './api/get-favourite-ids';
export { useToggleFavourite } from './api/toggle-favourite';
export type { FavouriteChange } from './api/toggle-favourite';
export { FavouriteToggle } from './components/favourite-toggle';
export { FavouriteRowStars } from './components/favourite-row-stars';
export { FavoriteMatches } from './components/favorite-matches';
export { FavoritesView } from './components/favorites-view';
export { SignInPrompt } from './components/sign-in-prompt';
export { useSportsbookToken } from './session/use-sportsbook-token';
