/** The clamp cap of SPEC §5 and §9: a limit helper shows values up to 40, anything above as a hidden maximum. */
export const CLAMP_CAP = 40;

/** A value clamped by the limit helper: shown as it is, or `capped` with its value withheld. */
export type Clamped = { capped: false; value: number } | { capped: true; value: typeof CLAMP_CAP };

/**
 * Clamps a count to the cap (SPEC §5): values up to 40 pass unchanged; values above it become the fixed
 * maximum, whose real value is not shown (a view writes it as "40+").
 */
export function clampToCap(value: number): Clamped {
  return value > CLAMP_CAP ? { capped: true, value: CLAMP_CAP } : { capped: false, value };
}

/** What decides whether the sportsbook may offer a deposit (SPEC §5). */
export interface DepositGate {
  /** The sportsbook runs in a host page's frame. */
  embedded: boolean;
  /** The host page listens for the sportsbook's `deposit` message (it opens its own cashier). */
  hostListens: boolean;
  /** The player's country (ISO 3166 alpha-2) when known. */
  countryCode: string | null;
  /** Countries the site takes no deposits from. */
  blockedCountryCodes: readonly string[];
}

/**
 * Whether a deposit is allowed (SPEC §5: "allowed when embedded with listeners, and depends on the user's
 * country"): embedded, only when the host listens, since the deposit goes to it; and never from a country on
 * the site's blocked list.
 */
export function depositAllowed(gate: DepositGate): boolean {
  if (gate.embedded && !gate.hostListens) return false;
  const country = gate.countryCode?.toUpperCase() ?? null;
  return !(country && gate.blockedCountryCodes.some((code) => code.toUpperCase() === country));
}
