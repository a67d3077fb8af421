export * from './http/route';
export * from './http/error';
export * from './common/pagination';
export * from './common/money';
export * from './common/exchange-rates';
export * from './catalogue/sport';
export * from './catalogue/provider';
export * from './catalogue/category';
export * from './catalogue/league';
export * from './catalogue/market';
export * from './catalogue/match';
export * from './catalogue/statistics';
export * from './bets/bet';
export * from './bets/place-bets';
export * from './bets/slip';
export * from './settings/settings';
export * from './settings/quick-stakes-max';
export * from './settings/push-subscription';
export * from './bonuses/bonus';
export * from './player/player';
export * from './player/responsible-gambling';
export * from './notifications/notification';
export * from './realtime/channels';
export * from './realtime/events';
export * from './embed/messages';
export * from './errors/place-bet-errors';
export * from './errors/message-keys';
export * from './site/feature-flags';
export * from './site/site-config';
export * from './site/site-document';
export * from './site/content-pages';
export * from './site/localized-text';
export * from './routes';
export * from './routes/sportsbook';
export * from './routes/bets';
export * from './openapi';
export * from './site/content-blocks';
export * from './http/route-ref';
export * from './http/error-body';
export * from './route-refs';
export {
  audiences,
  betFilters,
  eventKinds,
  isOneOf,
  oddsAcceptModes,
  oddsTypes,
  resultFilters,
  statisticsTypes,
  ticketTabs,
} from './common/enum-values';
export type { MatchStatusCode } from './catalogue/match-status';
export type { ProviderStatusCode } from './catalogue/provider-status';
export * from './common/money-guards';
export * from './bets/quick-bet-choices';
export { raceMarketIds } from './catalogue/race-markets';
export * from './payments/payments';
