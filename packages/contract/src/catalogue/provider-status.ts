/**
 * Provider (and market) status values (SPEC §3): 1 allowed, -1 suspended, and 0, -2, -3, -4 not allowed.
 * Markets carry the same values; a market whose status is not allowed is dropped from lists (§4 Lists).
 */
export const providerStatusValues = {
  allowed: 1,
  suspended: -1,
  deactivated: 0,
  blocked: -2,
  restricted: -3,
  removed: -4,
} as const;

/** One provider status value (the schema `ProviderStatus` in catalogue/provider.ts checks the same set). */
export type ProviderStatusCode = (typeof providerStatusValues)[keyof typeof providerStatusValues];

/**
 * Allowed (SPEC §3, 1): a provider whose selections are available, a market that takes bets. Any other value
 * suspends a market's selections and makes a provider's not available (§4 Selection odds updates, Ticket).
 */
export function isStatusAllowed(status: ProviderStatusCode): boolean {
  return status === providerStatusValues.allowed;
}

/** Suspended (SPEC §3, -1): a market that is still listed but locked, its odds not takeable. */
export function isStatusSuspended(status: ProviderStatusCode): boolean {
  return status === providerStatusValues.suspended;
}

/**
 * Not allowed (SPEC §3: 0, -2, -3, -4): neither allowed nor suspended. A market with it is dropped from lists
 * (§4 Lists); a suspended one stays, shown locked.
 */
export function isStatusNotAllowed(status: ProviderStatusCode): boolean {
  return !isStatusAllowed(status) && !isStatusSuspended(status);
}
