import type { Bet, SlipBet, SlipSelection } from '@sportsbook/contract';
import type { MinorUnits } from '../units';

/** Everything that can happen to the quick bet (SPEC §4 Quick bet). */
export type QuickBetEvent =
  | { type: 'quickBetToggled'; isEnabled: boolean }
  | { type: 'quickBetStakeChanged'; stake: MinorUnits }
  | { type: 'quickBetCurrencyChanged'; currency: string }
  /** The player confirmed the stake that one tap will place. */
  | { type: 'quickBetApproved' }
  /** A live outcome was tapped with quick bet on: it becomes the bet. */
  | { type: 'quickBetSelectionChosen'; selection: SlipSelection }
  | { type: 'quickBetPlaceRequested'; isLoggedIn: boolean }
  | { type: 'quickBetPlaceSucceeded'; placedBet: Bet }
  | { type: 'quickBetPlaceFailed'; message: string; details: Record<string, unknown> }
  /** A quick bet whose outcome is unknown was read back after a reload: its bet is in flight again. */
  | { type: 'quickBetResumed'; bet: SlipBet }
  | { type: 'balanceChanged'; balance: MinorUnits }
  /** The result was seen: ready for the next tap. */
  | { type: 'quickBetDismissed' };
