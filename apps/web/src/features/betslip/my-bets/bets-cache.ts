import type { Bet, Money, Pagination } from '@sportsbook/contract';
import type { InfiniteData } from '@tanstack/react-query';

/** One page of `GET /bets` as the cache keeps it. */
export interface BetsPage {
  data: Bet[];
  pagination: Pagination;
}

/** A My Bets list in the cache: its pages so far, keyed by page number. */
export type MyBetsPages = InfiniteData<BetsPage, number>;

/** A VIP bet the book turned down is not the player's to see (SPEC §4 Lists). */
export function isHiddenBet(bet: Bet): boolean {
  return bet.is_vip && bet.status === 'rejected';
}

/** The bets of a page the list shows: VIP bets that became rejected are left out. */
export function visibleBets(bets: readonly Bet[]): Bet[] {
  return bets.filter((bet) => !isHiddenBet(bet));
}

/**
 * A bet updated by a newer copy (SPEC §4 Lists: updates replace the bet and merge selections): every field
 * comes from `incoming`; a selection it carries replaces the one with its id, selections it leaves out are kept,
 * new ones are added at the end.
 */
export function mergeBet(current: Bet, incoming: Bet): Bet {
  const byId = new Map(incoming.selections.map((selection) => [selection.id, selection]));
  const kept = current.selections.map((selection) => {
    const update = byId.get(selection.id);
    byId.delete(selection.id);
    return update ? { ...selection, ...update } : selection;
  });
  return { ...current, ...incoming, selections: [...kept, ...byId.values()] };
}

// `change` answers the bet itself for bets it leaves alone, a new bet to replace it, or null to drop it.
function mapBets(data: MyBetsPages, change: (bet: Bet) => Bet | null): { data: MyBetsPages; found: boolean } {
  let found = false;
  const pages = data.pages.map((page) => {
    if (!page.data.some((bet) => change(bet) !== bet)) return page;
    found = true;
    return { ...page, data: page.data.flatMap((bet) => change(bet) ?? []) };
  });
  return { data: found ? { ...data, pages } : data, found };
}

/**
 * A list after `bet_changed`: a VIP bet that became rejected leaves it; otherwise the bet with that id is
 * replaced and its selections merged. `found` says whether the list held the bet (if not, a list it belongs
 * in must be fetched again to show it).
 */
export function applyBetChanged(data: MyBetsPages, bet: Bet): { data: MyBetsPages; found: boolean } {
  return mapBets(data, (current) => {
    if (current.id !== bet.id) return current;
    return isHiddenBet(bet) ? null : mergeBet(current, bet);
  });
}

/** A list after `bet_cashout_changed`: the bet's cashout offer (null: no cashout now). */
export function applyCashoutOffer(data: MyBetsPages, betId: number, toCashout: Money | null): MyBetsPages {
  return mapBets(data, (current) => (current.id === betId ? { ...current, to_cashout: toCashout } : current))
    .data;
}
