import type { SlipBet } from '@sportsbook/contract';
import type { TicketContext } from '../ticket/context';

/** Why a bet cannot be placed as it stands (SPEC §5 non-combinable bets). */
export type NonCombinableReason = 'same_match' | 'mixed_providers' | 'system_provider';

/**
 * Why a combo or system bet is non-combinable, or null when it is fine (SPEC §5): same-match selections in a
 * combo or system; mixed providers unless allowed; a system on a provider that takes none. Singles and
 * custom bets (same match by design) are always combinable.
 */
export function nonCombinableReason(
  bet: Pick<SlipBet, 'betType' | 'selections'>,
  context: Pick<TicketContext, 'mixedProvidersAllowed' | 'providersWithoutSystem'>,
): NonCombinableReason | null {
  if (bet.betType !== 'combo' && bet.betType !== 'system') return null;
  const matchIds = bet.selections.map((selection) => selection.matchId);
  if (new Set(matchIds).size < matchIds.length) return 'same_match';
  const providers = new Set(bet.selections.map((selection) => selection.provider));
  if (providers.size > 1 && !context.mixedProvidersAllowed) return 'mixed_providers';
  if (bet.betType === 'system' && [...providers].some((p) => context.providersWithoutSystem.includes(p)))
    return 'system_provider';
  return null;
}

/** Whether every selection's provider permits several singles side by side (SPEC §4 Bet type rules). */
export function allowsMultiSingle(
  providers: Iterable<string>,
  multiSingleAvailableByProvider: Readonly<Record<string, boolean>>,
): boolean {
  for (const provider of providers) if (multiSingleAvailableByProvider[provider] !== true) return false;
  return true;
}
