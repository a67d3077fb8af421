import type { MatchStatusValue, ProviderStatus, SlipBet } from '@sportsbook/contract';
import { isBettableStatus, isFinishedStatus, isStatusAllowed } from '@sportsbook/contract/refs';
import { isClosedByStatus } from '../kinds/event-kinds';

/** Custom bets stand only while their match is prematch or live (SPEC §4 Bet type rules). */
export function isCustomBetKept(bet: SlipBet): boolean {
  if (bet.betType !== 'custom_bet') return true;
  return bet.selections.every((selection) => isBettableStatus(selection.matchStatus));
}

/**
 * A bet after its match's status changed (SPEC §4: match status changes update the status of selections).
 * A finished or closed match takes no more bets, so its selections become not available (ours); so does a race
 * at the off or a draw once its balls come out (bets close at the off or the draw).
 */
export function withMatchStatus(bet: SlipBet, matchId: number, status: MatchStatusValue): SlipBet {
  if (!bet.selections.some((selection) => selection.matchId === matchId)) return bet;
  return {
    ...bet,
    selections: bet.selections.map((selection) =>
      selection.matchId === matchId
        ? {
            ...selection,
            matchStatus: status,
            isNotAvailable:
              selection.isNotAvailable || isFinishedStatus(status) || isClosedByStatus(selection, status),
          }
        : selection,
    ),
  };
}

/**
 * A bet after the provider statuses changed (SPEC §4 Ticket): selections of a provider whose status is not
 * allowed are not available; a provider allowed again makes them available again. Providers
 * absent from the map keep their selections as they are.
 */
export function withProviderStatuses(
  bet: SlipBet,
  statuses: Readonly<Record<string, ProviderStatus>>,
): SlipBet {
  let changed = false;
  const selections = bet.selections.map((selection) => {
    const status = statuses[selection.provider];
    if (status === undefined) return selection;
    const isNotAvailable = !isStatusAllowed(status);
    if (isNotAvailable === selection.isNotAvailable) return selection;
    changed = true;
    return { ...selection, isNotAvailable };
  });
  return changed ? { ...bet, selections } : bet;
}
