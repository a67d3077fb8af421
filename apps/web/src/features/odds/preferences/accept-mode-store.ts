import type { OddsAcceptMode } from '@sportsbook/contract';
import { oddsAcceptModes } from '@sportsbook/contract/refs';
import { createDevicePreference } from './device-preference';

/** The local-storage key of the odds-change acceptance on this device (SPEC §9: none, higher, any). */
export const ACCEPT_MODE_STORAGE_KEY = 'sportsbook_odds_accept_mode';

// NOTE: `none` until chosen: every odds change needs the player's consent.
const acceptModePreference = createDevicePreference<OddsAcceptMode>(
  ACCEPT_MODE_STORAGE_KEY,
  oddsAcceptModes,
  'none',
);

/** The odds-change acceptance in force on this device. */
export function getAcceptMode(): OddsAcceptMode {
  return acceptModePreference.get();
}

/** Chooses the odds-change acceptance: kept on the device and applied to the slip at once. */
export function setAcceptMode(mode: OddsAcceptMode): void {
  acceptModePreference.set(mode);
}

/** Calls `listener` whenever the odds-change acceptance changes (this tab or another). */
export function subscribeAcceptMode(listener: () => void): () => void {
  return acceptModePreference.subscribe(listener);
}

/** Forgets the remembered mode so the next read goes to storage again (tests). */
export function resetAcceptModeForTests(): void {
  acceptModePreference.resetForTests();
}
