import type { PlaceBetItem, PlaceBetSelection, SlipBet, SlipSelection } from '@sportsbook/contract';
import { MessageKeys } from '@sportsbook/contract/refs';
import { newSlipBet } from '../rules/slip-bet';
import { matchingSystemType } from '../system/system-types';
import { convertStake } from './convert-stake';
import type { CurrencyUnits } from './convert-stake';

/** Shared bets are used only when the share-bet site setting is on and a code is present (SPEC §5). */
export function shouldUseSharedBets(
  shareBetEnabled: boolean,
  code: string | null | undefined,
): code is string {
  return shareBetEnabled && typeof code === 'string' && code.trim().length > 0;
}

/** What restoring shared bets needs from the app: current selections, and currencies with their rate. */
export interface SharedBetsRestore {
  /** The selection as it stands now (current odds, match and market), or null when it is gone. */
  resolveSelection: (selection: PlaceBetSelection) => SlipSelection | null;
  /** The sharer's currency units (the share code carries only the code). */
  from: CurrencyUnits;
  /** The player's currency units. */
  to: CurrencyUnits;
  /** Units of `to` per unit of `from`; 1 when the currencies are the same. */
  rate: number;
}

function betTypeOf(item: PlaceBetItem): SlipBet['betType'] {
  if (item.custom_odds !== undefined) return 'custom_bet';
  if (item.system_id !== undefined) return 'system';
  return item.selections.length > 1 ? 'combo' : 'single';
}

/**
 * Maps shared bets to slip bets (SPEC §4 Shared-bet flow): each selection mapped to its current match and
 * market, a bet dropped when any of its selections is gone, the stake converted to the player's currency with
 * source sharing. Dispatch the result as `ticketRestored`, which re-validates it.
 */
export function sharedBetsToSlip(items: readonly PlaceBetItem[], restore: SharedBetsRestore): SlipBet[] {
  return items.flatMap((item): SlipBet[] => {
    const selections = item.selections.map(restore.resolveSelection);
    if (selections.some((selection) => selection === null)) return [];
    const resolved = selections as SlipSelection[];
    const stake = convertStake(item.stake.value, restore.from, restore.to, restore.rate);
    const betType = betTypeOf(item);
    const [win, total] = (item.system_id ?? '').split('/').map(Number);
    const systemType =
      betType === 'system' && win && total
        ? matchingSystemType({ winCount: win, totalCount: total }, resolved.length)
        : null;
    const bet = newSlipBet(betType, resolved, restore.to, stake, systemType);
    return [{ ...bet, stakeSource: 'sharing', customOdds: item.custom_odds ?? null }];
  });
}

/** The message for a restore that found nothing to put on the slip (SPEC §4, §8), or null when bets came back. */
export function sharedRestoreMessage(restored: readonly SlipBet[]): string | null {
  return restored.length === 0 ? MessageKeys.shareBetEmpty : null;
}
