import { z } from 'zod';

export {
  isStatusAllowed,
  isStatusNotAllowed,
  isStatusSuspended,
  providerStatusValues,
} from './provider-status';
export const ProviderStatus = z.union([
  z.literal(1),
  z.literal(-1),
  z.literal(0),
  z.literal(-2),
  z.literal(-3),
  z.literal(-4),
]);
export type ProviderStatus = z.infer<typeof ProviderStatus>;

/** Provider activity as the settings report it (SPEC §4 Other statuses). */
export const ProviderActivity = z.enum(['active', 'inactive']);
