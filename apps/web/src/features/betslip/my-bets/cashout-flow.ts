import type { Money } from '@sportsbook/contract';

/**
 * Where a bet's cashout stands: nothing asked yet (with the server's last refusal, if any), the player asked to
 * confirm an offer, the request under way with that offer, or done with the amount credited.
 */
export type CashoutFlow =
  | { step: 'idle'; refusal: string | null }
  | { step: 'confirming'; offer: Money }
  | { step: 'processing'; offer: Money }
  | { step: 'done'; paid: Money };

/** What the player or the server did. */
export type CashoutAction =
  | { type: 'ask'; offer: Money }
  | { type: 'cancel' }
  | { type: 'confirm' }
  | { type: 'succeeded'; paid: Money }
  | { type: 'refused'; message: string };

/** The flow before the player touches the button. */
export const CASHOUT_IDLE: CashoutFlow = { step: 'idle', refusal: null };

/**
 * One step of the cashout flow: the button asks for confirmation of the offer shown; only a confirmation sends
 * (once: a second confirm while processing does nothing); the server's answer ends it in done, or back to idle
 * with its refusal message to show beside the new offer.
 */
export function cashoutFlow(state: CashoutFlow, action: CashoutAction): CashoutFlow {
  switch (action.type) {
    case 'ask':
      return state.step === 'idle' ? { step: 'confirming', offer: action.offer } : state;
    case 'cancel':
      return state.step === 'confirming' ? CASHOUT_IDLE : state;
    case 'confirm':
      return state.step === 'confirming' ? { step: 'processing', offer: state.offer } : state;
    case 'succeeded':
      return state.step === 'processing' ? { step: 'done', paid: action.paid } : state;
    case 'refused':
      return state.step === 'processing' ? { step: 'idle', refusal: action.message } : state;
  }
}
