'use client';

import { isMoney, routeRefs } from '@sportsbook/contract/refs';
import type { Bet } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useReducer, useRef } from 'react';
import { ApiRequestError, apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { CASHOUT_IDLE, cashoutFlow } from './cashout-flow';
import type { CashoutFlow } from './cashout-flow';
import { storeBetUpdate, storeCashoutOffer } from './use-my-bets-updates';

/** A bet's cashout flow and its intents, for the cashout control of a bet card. */
export interface CashoutControl {
  flow: CashoutFlow;
  /** Asks the player to confirm the offer shown now. */
  ask(): void;
  cancel(): void;
  /** Sends `POST /bets/cashout` with the offer the player confirmed. */
  confirm(): void;
}

/**
 * Runs one bet's cashout (SPEC §7 `POST /bets/cashout`): confirming sends the offer the player saw; success
 * writes the cashed-out bet into the lists (the balance follows from `balance_changed`); a refusal shows the
 * server's localized message and writes the new offer from `details.to_cashout` into the lists.
 */
export function useCashout(bet: Bet): CashoutControl {
  const t = useTranslations('betslip.myBets.cashout');
  const context = useApiContext();
  const queryClient = useQueryClient();
  const [flow, dispatch] = useReducer(cashoutFlow, CASHOUT_IDLE);
  // The reducer ignores a second confirm, but the request must not leave twice either (double click).
  const sending = useRef(false);

  const ask = useCallback(() => {
    if (bet.to_cashout) dispatch({ type: 'ask', offer: bet.to_cashout });
  }, [bet.to_cashout]);
  const cancel = useCallback(() => dispatch({ type: 'cancel' }), []);
  const confirm = useCallback(() => {
    if (flow.step !== 'confirming' || sending.current) return;
    sending.current = true;
    const { offer } = flow;
    dispatch({ type: 'confirm' });
    apiRequest(
      routeRefs.bets.cashout,
      { body: { bet_id: bet.id, to_cashout: { value: offer.value, currency: offer.currency } } },
      context,
    )
      .then((answer) => {
        storeBetUpdate(queryClient, answer.bet);
        dispatch({ type: 'succeeded', paid: { ...answer.cashed_out, subunits: offer.subunits } });
      })
      .catch((error: unknown) => {
        const body = error instanceof ApiRequestError ? error.body : null;
        const details = body?.details as { to_cashout?: unknown } | undefined;
        const newOffer = details?.to_cashout;
        if (newOffer === null || isMoney(newOffer)) storeCashoutOffer(queryClient, bet.id, newOffer);
        dispatch({ type: 'refused', message: body?.localized_message || t('refused') });
      })
      .finally(() => {
        sending.current = false;
      });
  }, [flow, bet.id, context, queryClient, t]);

  return { flow, ask, cancel, confirm };
}
