import type { Bet, QuickBet, SlipBet } from '@sportsbook/contract';

/**
 * The quick bet (SPEC §3 Quick bet): the stored settings of the contract's QuickBet plus the bet being placed
 * and the last placed bet, which live only in memory.
 */
export interface QuickBetState extends QuickBet {
  bet: SlipBet | null;
  placedBet: Bet | null;
}

/** Quick-bet defaults (SPEC §9): disabled, stake 0, nothing approved. */
export const initialQuickBetState: QuickBetState = {
  isEnabled: false,
  state: 'INITIAL',
  stake: 0,
  currency: null,
  isApproved: false,
  selectedOutcomeIds: [],
  error: null,
  bet: null,
  placedBet: null,
};
