import { z } from 'zod';

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
export const ProviderStatus = z.union([
  z.literal(1),
  z.literal(-1),
  z.literal(0),
  z.literal(-2),
  z.literal(-3),
  z.literal(-4),
]);
export type ProviderStatus = z.infer<typeof ProviderStatus>;

/** Whether a status lets a market or provider be shown and bet on (1) or at least shown locked (-1). */
export function isAllowedStatus(status: ProviderStatus): boolean {
  return status === 1 || status === -1;
}

/** Provider activity as the settings report it (SPEC §4 Other statuses). */
export const ProviderActivity = z.enum(['active', 'inactive']);
