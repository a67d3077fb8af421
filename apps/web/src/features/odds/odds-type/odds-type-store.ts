import type { OddsType } from '@sportsbook/contract';
import { oddsTypes } from '@sportsbook/contract/refs';
import { createDevicePreference } from '../preferences/device-preference';

/**
 * The local-storage key of the chosen odds type (SPEC §9 Storage: "odds type (active type)"). The value is one
 * of the contract's `OddsType` names, e.g. `british`; anything else is ignored.
 */
export const ODDS_TYPE_STORAGE_KEY = 'sportsbook.activeOddsType';

/** The odds type shown until the visitor or the player's settings choose another. */
export const DEFAULT_ODDS_TYPE: OddsType = 'european';

const oddsTypePreference = createDevicePreference(ODDS_TYPE_STORAGE_KEY, oddsTypes, DEFAULT_ODDS_TYPE);

/** The chosen odds type (read from local storage on first use). */
export function getOddsType(): OddsType {
  return oddsTypePreference.get();
}

/** Chooses the odds type: kept in local storage and shown at once everywhere (the settings call this too). */
export function setOddsType(type: OddsType): void {
  oddsTypePreference.set(type);
}

/** Calls `listener` whenever the odds type changes, in this tab or (through the storage event) another. */
export function subscribeOddsType(listener: () => void): () => void {
  return oddsTypePreference.subscribe(listener);
}

/** Forgets the remembered choice so the next read goes to storage again (tests). */
export function resetOddsTypeForTests(): void {
  oddsTypePreference.resetForTests();
}
