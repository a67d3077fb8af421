import { isStatusNotAllowed } from '@sportsbook/contract/refs';
import { isSameLine, lineOfMarket } from '@sportsbook/betting';
import type { Market } from '@sportsbook/contract';

/** Whether two markets are the same line (one match, market id and specifier; SPEC §3 Market). */
export function sameLine(a: Market, b: Market): boolean {
  return isSameLine(lineOfMarket(a), lineOfMarket(b));
}

/**
 * Whether an update changes what a market list draws beyond the odds: its status, or its outcomes (which, or
 * whether they are open). Odds alone flow through the odds store; redrawing lists for them would undo the
 * hot path (ARCHITECTURE.md).
 */
export function changesShape(current: Market, next: Market): boolean {
  if (current.status !== next.status || current.outcomes.length !== next.outcomes.length) return true;
  return current.outcomes.some((outcome, index) => {
    const other = next.outcomes[index]!;
    return outcome.id !== other.id || outcome.active !== other.active || outcome.name !== other.name;
  });
}

/**
 * The market lines after an update: lines whose shape changed are replaced, new lines added, lines whose status
 * is now not allowed dropped (SPEC §4 Lists). Returns null when nothing but odds changed, so the caller can
 * leave its data (and its renders) alone.
 */
export function mergeMarkets(current: readonly Market[], updates: readonly Market[]): Market[] | null {
  let changed = false;
  const next = [...current];
  for (const update of updates) {
    const index = next.findIndex((market) => sameLine(market, update));
    if (index === -1) {
      if (isStatusNotAllowed(update.status)) continue;
      next.push(update);
      changed = true;
    } else if (isStatusNotAllowed(update.status)) {
      next.splice(index, 1);
      changed = true;
    } else if (changesShape(next[index]!, update)) {
      next[index] = update;
      changed = true;
    }
  }
  return changed ? next : null;
}

/** The update of one market line among `updates`, if any. */
export function findLine(updates: readonly Market[], market: Market | null): Market | undefined {
  return market ? updates.find((update) => sameLine(update, market)) : undefined;
}
