import type { Bet, BetResult } from '@sportsbook/contract';
import { moneyText } from '../payments/money-text';
import type { NotificationTemplate } from './notification-texts';
import type { NewNotification } from './notification-repository';

const TEMPLATE_BY_RESULT: Partial<Record<BetResult, NotificationTemplate>> = {
  win_entire: 'bet_won',
  refund_half_win_other: 'bet_won',
  lose_entire: 'bet_lost',
  refund_half_lose_other: 'bet_lost',
  refund_entire: 'bet_refunded',
  canceled: 'bet_cancelled',
};

function templateOf(bet: Bet): NotificationTemplate | null {
  if (bet.status === 'cashed_out') return 'bet_cashed_out';
  if (bet.status === 'cancelled' || bet.status === 'withdrawn') return 'bet_cancelled';
  if (bet.status === 'done') return TEMPLATE_BY_RESULT[bet.result] ?? null;
  return null;
}

/**
 * The notification a bet's new state raises (SPEC §1 "notifications", issue 22): settled (won, lost, refunded),
 * cashed out or cancelled; null while it is open. Keyed by the bet and its outcome, so hearing the same state
 * twice raises one notification.
 */
export function betNotification(userId: number, bet: Bet): NewNotification | null {
  const template = templateOf(bet);
  if (!template) return null;
  const paid = bet.win_amount ?? (template === 'bet_cancelled' ? bet.stake : null);
  return {
    userId,
    kind: bet.is_vip ? 'vip_bet' : 'bet',
    objectType: 'bet',
    objectId: bet.id,
    template,
    params: { ref: bet.ref, amount: paid ? moneyText(paid.value, paid.currency) : '' },
    title: null,
    body: null,
    dedupeKey: `bet:${bet.id}:${template}`,
  };
}
