import type { OddsAcceptMode, OddsType } from '@sportsbook/contract';

/** The settings a player can change (`POST /settings`), as stored per player. */
export interface PlayerPreferences {
  /** Quick-stake buttons, in minor units of the player's currency. */
  stakes: number[];
  autoAcceptOddsChange: OddsAcceptMode;
  oddsType: OddsType;
  oneSignalSubscription: string | null;
  /** When the player last changed them; null for the defaults. */
  updatedAt: Date | null;
}

/** Odds types a player can pick from, in the order the settings list them (SPEC §3 Settings). */
export const AVAILABLE_ODDS_TYPES: readonly OddsType[] = [
  'european',
  'british',
  'american',
  'hongkong',
  'indonesian',
  'malaysian',
  'percent',
];

/** What visitors and players who never changed a setting get. */
export const DEFAULT_PREFERENCES: Readonly<PlayerPreferences> = Object.freeze({
  // NOTE: 5, 10, 25 and 50 in a two-decimal currency; quick-stake buttons are the spec's "stakes".
  stakes: [500, 1000, 2500, 5000],
  // NOTE: asking on every change is the safe default: nothing is accepted on the player's behalf.
  autoAcceptOddsChange: 'none',
  oddsType: 'european',
  oneSignalSubscription: null,
  updatedAt: null,
});
