import type { DomainEventMap } from '../domain-events';
import { moneyText } from '../payments/money-text';
import type { NewNotification } from './notification-repository';
import type { RewardTemplate } from './notification-texts';

const TEMPLATE_BY_BONUS_TYPE: Record<string, RewardTemplate> = {
  freebet: 'freebet_issued',
  comboboost: 'comboboost_issued',
};

/**
 * The notification of a bonus issued to the player (SPEC §3 Notification kind `bonus`, issue 22): a freebet, a
 * comboboost, or any other bonus type (a lootbox) waiting for them. Once per bonus.
 */
export function bonusNotification(event: DomainEventMap['bonusIssued']): NewNotification {
  return {
    userId: event.userId,
    kind: 'bonus',
    objectType: 'bonus',
    objectId: event.bonusId,
    template: TEMPLATE_BY_BONUS_TYPE[event.bonusType] ?? 'bonus_issued',
    params: {},
    title: null,
    body: null,
    dedupeKey: `bonus:${event.bonusId}`,
  };
}

/** The notification of a jackpot hit paid to the player (kind `jackpot`), with the win. Once per hit. */
export function jackpotNotification(event: DomainEventMap['jackpotHit']): NewNotification {
  return {
    userId: event.userId,
    kind: 'jackpot',
    objectType: 'jackpot_hit',
    objectId: event.hitId,
    template: 'jackpot_hit',
    params: { amount: moneyText(event.amount, event.currency) },
    title: null,
    body: null,
    dedupeKey: `jackpot_hit:${event.hitId}`,
  };
}
