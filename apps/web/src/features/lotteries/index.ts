// The Lotteries page: each lottery's next draw with a countdown and markets, and the last results.
export { LotteriesView } from './components/lotteries-view';
export { isDraw, lotteryFilters } from './components/draws';
export type { Draw } from './components/draws';
export { DrawCard } from './components/draw-card';
export { LastResults } from './components/last-results';
