import { binomial } from './combinations';

/** A system bet type: any `winCount` of `totalCount` selections, e.g. 2/3 (SPEC §3 Slip bet systemType). */
export interface SystemType {
  totalCount: number;
  winCount: number;
}

/** Fewest selections a system bet can have: with two, the only proper system would be singles or a combo. */
export const MIN_SYSTEM_SELECTIONS = 3;

/**
 * Most selections a system bet can have (ours; the spec shows none). C(16, 8) = 12,870 combinations is still
 * cheap to price on every keystroke; beyond that the slip offers combos only.
 */
export const MAX_SYSTEM_SELECTIONS = 16;

/**
 * The system types offered for `selectionCount` selections: k of n for 2 ≤ k < n, sorted by totalCount then
 * winCount (SPEC §3 Ticket state). Empty when no system is possible.
 */
export function systemTypesFor(selectionCount: number): SystemType[] {
  if (selectionCount < MIN_SYSTEM_SELECTIONS || selectionCount > MAX_SYSTEM_SELECTIONS) return [];
  const types: SystemType[] = [];
  for (let winCount = 2; winCount < selectionCount; winCount += 1)
    types.push({ totalCount: selectionCount, winCount });
  return types.sort(compareSystemTypes);
}

/** Orders system types by totalCount, then winCount. */
export function compareSystemTypes(a: SystemType, b: SystemType): number {
  return a.totalCount - b.totalCount || a.winCount - b.winCount;
}

/** How many combinations a system type places: C(totalCount, winCount). */
export function systemCombinationCount(type: SystemType): number {
  return binomial(type.totalCount, type.winCount);
}

/** The wire id of a system type, `winCount/totalCount` (contract PlaceBetItem.system_id). */
export function systemId(type: SystemType): string {
  return `${type.winCount}/${type.totalCount}`;
}

/**
 * The system type to keep when the number of selections changes (SPEC §4 Bet type rules): the same type if its
 * total still matches, else the type with the same winCount for the new total, else the first type offered;
 * null when no system type exists (the bet then falls back to a combo).
 */
export function matchingSystemType(current: SystemType | null, selectionCount: number): SystemType | null {
  const offered = systemTypesFor(selectionCount);
  if (offered.length === 0) return null;
  return offered.find((type) => type.winCount === current?.winCount) ?? offered[0] ?? null;
}
