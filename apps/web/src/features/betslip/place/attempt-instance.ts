import type { SlipStorage } from '../store/ticket-store';
import { createAttemptStore } from './attempt-store';
import type { AttemptStore } from './attempt-store';

/** The session-storage keys of the pending placements of the slip and of the quick bet. */
export const SLIP_ATTEMPT_KEY = 'sportsbook_betslip_attempt';
export const QUICK_BET_ATTEMPT_KEY = 'sportsbook_quick_bet_attempt';

function sessionStore(): SlipStorage | null {
  // NOTE: storage can be missing (server) or refuse access (privacy modes); attempts then live in memory.
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The browser's pending placements: one for the slip, one for the quick bet. */
export const placeAttempts: { slip: AttemptStore; quickBet: AttemptStore } = {
  slip: createAttemptStore(sessionStore(), SLIP_ATTEMPT_KEY),
  quickBet: createAttemptStore(sessionStore(), QUICK_BET_ATTEMPT_KEY),
};
