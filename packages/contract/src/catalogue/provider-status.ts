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

/** Whether a status lets a market or provider be shown and bet on (1) or at least shown locked (-1). */
export function isAllowedStatus(status: ProviderStatusCode): boolean {
  return status === 1 || status === -1;
}
