/**
 * The zod-free entry point of the contract (`@sportsbook/contract/refs`): route refs, path helpers, the error
 * body guard and plain constants. Browser code imports values from here so no schema reaches its first load;
 * every module reachable from this file must stay free of value imports of zod or of schema modules.
 */
export { apiBasePath, apiOrigin, buildPath, routePath } from './http/route';
export type { ApiName, HttpMethod, RouteAuth } from './http/route';
export { defineRouteRefs } from './http/route-ref';
export type {
  FullRoute,
  RefBody,
  RefParams,
  RefQuery,
  RefResponse,
  RouteGroup,
  RouteIdentity,
  RouteRef,
} from './http/route-ref';
export { isApiErrorBody } from './http/error-body';
export { MAX_PAGE_LIMIT } from './common/page-limit';
export { QUICK_STAKES_MAX } from './settings/quick-stakes-max';
export { BETS_PAGE_SIZE } from './routes/bets.refs';
export { routeRefs } from './route-refs';
export type { RouteRefs } from './route-refs';
export { MatchStatus, isBettableStatus, isFinishedStatus, isLiveStatus } from './catalogue/match-status';
export type { MatchStatusCode } from './catalogue/match-status';
export {
  isStatusAllowed,
  isStatusNotAllowed,
  isStatusSuspended,
  providerStatusValues,
} from './catalogue/provider-status';
export type { ProviderStatusCode } from './catalogue/provider-status';
export {
  audiences,
  betFilters,
  isOneOf,
  marketGroupKeys,
  oddsAcceptModes,
  oddsTypes,
  resultFilters,
  statisticsTypes,
  ticketTabs,
} from './common/enum-values';
export { displayName, isLoggedIn } from './player/player-display';
export { isVisibleTo } from './site/audience';
export { MessageKeys } from './errors/message-keys';
export {
  channelLocale,
  matchUpdatesChannel,
  privateUserChannel,
  publicUpdatesChannel,
} from './realtime/channels';
export { CURRENCY_CODE_PATTERN, isCurrencyCode, isMoney } from './common/money-guards';
export { readQuickBetChoices } from './bets/quick-bet-choices';
export type { QuickBetChoices } from './bets/quick-bet-choices';
export { raceMarketIds } from './catalogue/race-markets';
