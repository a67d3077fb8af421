import type { OddsAcceptMode } from '@sportsbook/contract';
import type { MinorUnits } from '../units';

/** Stake limits and the balance the total stake is checked against (SPEC §5); null means no limit known. */
export interface StakeLimits {
  minStake: MinorUnits | null;
  maxStake: MinorUnits | null;
  balance: MinorUnits | null;
}

/**
 * What the ticket rules read besides the ticket itself: settings, provider rules, the player's currency and
 * limits. Passed with every event so the reducer holds no hidden state.
 */
export interface TicketContext {
  /** The player's odds-change acceptance (SPEC §3 Settings auto_accept_odds_change). */
  oddsAcceptMode: OddsAcceptMode;
  /** The currency new bets are placed in, and its minor-unit digits. */
  currency: string;
  subunits: number;
  /** Providers whose selections may stand as several singles side by side (SPEC §3 Settings). */
  multiSingleAvailableByProvider: Readonly<Record<string, boolean>>;
  /** Whether a combo or system may mix providers (SPEC §5: one provider "unless allowed"). */
  mixedProvidersAllowed: boolean;
  /** Providers that take no system bets (SPEC §5: "a system with one specific provider" is non-combinable). */
  providersWithoutSystem: readonly string[];
  limits: StakeLimits;
}

/** A context with no provider restrictions and no limits, for callers that fill in only what they know. */
export function ticketContext(
  overrides: Partial<TicketContext> & Pick<TicketContext, 'currency' | 'subunits'>,
) {
  const context: TicketContext = {
    oddsAcceptMode: 'none',
    multiSingleAvailableByProvider: {},
    mixedProvidersAllowed: false,
    providersWithoutSystem: [],
    limits: { minStake: null, maxStake: null, balance: null },
    ...overrides,
  };
  return context;
}
