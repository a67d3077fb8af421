import type { OddsAcceptMode, OddsType } from '@sportsbook/contract';
import { isOneOf, oddsAcceptModes, oddsTypes } from '@sportsbook/contract/refs';

/** The settings a visitor can choose on the device and a player keeps in their account (`POST /settings`). */
export interface CarriedSettings {
  odds_type?: OddsType;
  auto_accept_odds_change?: OddsAcceptMode;
}

/**
 * The local-storage key of what a visitor chose since the last sign-in: carried into the account at the next
 * sign-in (decision 0027), then forgotten.
 */
export const VISITOR_CHOICES_STORAGE_KEY = 'sportsbook.visitorSettings';

/** The choices a visitor made on this device since the last sign-in (none when unset or unreadable). */
export function readVisitorChoices(storage: Pick<Storage, 'getItem'> | null): CarriedSettings {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(VISITOR_CHOICES_STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null) return {};
  const { odds_type: oddsType, auto_accept_odds_change: acceptMode } = stored as Record<string, unknown>;
  return {
    ...(isOneOf(oddsTypes, oddsType) ? { odds_type: oddsType } : {}),
    ...(isOneOf(oddsAcceptModes, acceptMode) ? { auto_accept_odds_change: acceptMode } : {}),
  };
}

/** Adds `choice` to the visitor's choices on this device. */
export function noteVisitorChoice(storage: Storage | null, choice: CarriedSettings): void {
  try {
    const choices = { ...readVisitorChoices(storage), ...choice };
    storage?.setItem(VISITOR_CHOICES_STORAGE_KEY, JSON.stringify(choices));
  } catch {
    // A blocked storage only means the choice is not carried into the account.
  }
}

/** Forgets the visitor's choices (they are in the account now). */
export function clearVisitorChoices(storage: Pick<Storage, 'removeItem'> | null): void {
  try {
    storage?.removeItem(VISITOR_CHOICES_STORAGE_KEY);
  } catch {
    // Nothing to forget where nothing could be kept.
  }
}
