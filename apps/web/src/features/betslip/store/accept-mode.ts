import type { OddsAcceptMode } from '@sportsbook/contract';
import { isOneOf, oddsAcceptModes } from '@sportsbook/contract/refs';

/** The local-storage key of the player's odds-change acceptance on this device. */
export const ACCEPT_MODE_STORAGE_KEY = 'sportsbook_odds_accept_mode';

/** The accept mode kept on this device, or `none` (every change needs consent) when unset or unreadable. */
export function readAcceptMode(storage: Pick<Storage, 'getItem'> | null): OddsAcceptMode {
  const stored = storage?.getItem(ACCEPT_MODE_STORAGE_KEY);
  return isOneOf(oddsAcceptModes, stored) ? stored : 'none';
}

/** Keeps the accept mode on this device. */
export function writeAcceptMode(storage: Pick<Storage, 'setItem'> | null, mode: OddsAcceptMode): void {
  storage?.setItem(ACCEPT_MODE_STORAGE_KEY, mode);
}
