import type { PlaceBetsRequest } from '@sportsbook/contract';
import { buildPlaceBetsRequest } from '../place/place-request';
import type { PlaceRequestMeta } from '../place/place-request';
import type { QuickBetState } from './state';

/** The `POST /bets` body of a quick bet: its single with the quick stake, meta.quick true; null without a bet. */
export function buildQuickBetRequest(
  state: QuickBetState,
  meta: Omit<PlaceRequestMeta, 'quick'>,
): PlaceBetsRequest | null {
  if (state.bet === null) return null;
  const bet = { ...state.bet, stake: state.stake, currency: state.currency ?? state.bet.currency };
  return buildPlaceBetsRequest([bet], { ...meta, quick: true });
}
