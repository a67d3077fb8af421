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
