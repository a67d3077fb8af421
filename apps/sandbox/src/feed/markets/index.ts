import type { PricingState } from './pricing-state';

export { BOOK_MARGIN, MarketType } from './market-types';
export type { GroupKey, MarketTypeId } from './market-types';
export { priceMarkets } from './price-markets';
export { headlineMarkets, headlineOutcomeCounts } from './headline';
export type { PricingState } from './pricing-state';

/**
 * What a match's markets are priced from (the score, the share left and whatever else of the live state is
 * known).
 * @deprecated Use `PricingState`, or `MatchState` from feed/match-state; kept while the catalogue moves over.
 */
export type MatchState = PricingState;
