export { getMatchStatisticsQueryOptions } from './api/get-match-statistics';
export { groupMarkets } from './components/group-markets';
export { MarketGroups } from './components/market-groups';
export { MatchView } from './components/match-view';
export { Scoreboard } from './components/scoreboard';
