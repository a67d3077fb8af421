import type { Bet, Money } from '@sportsbook/contract';
import type { SandboxInfra } from '../../deps';
import { publishToPlayer as publishPrivate } from '../../realtime/publish-to-player';

/**
 * Announces a bet's new state (`bet_changed`) on the player's private channel, and to the sandbox's other
 * modules as the `betChanged` domain event (every placement, settlement and cashout passes here).
 */
export async function publishBetChanged(deps: SandboxInfra, userId: number, bet: Bet): Promise<void> {
  await publishPrivate(deps, userId, { event_name: 'bet_changed', message: { bet } });
  await deps.events.emit('betChanged', { userId, bet });
}

/** Announces a bet's cashout offer (`bet_cashout_changed`); null when cashout is no longer offered. */
export function publishCashoutChanged(
  deps: SandboxInfra,
  userId: number,
  betId: number,
  toCashout: Money | null,
): Promise<void> {
  return publishPrivate(deps, userId, {
    event_name: 'bet_cashout_changed',
    message: { bet_id: betId, to_cashout: toCashout },
  });
}
