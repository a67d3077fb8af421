import type { DepositField } from '@sportsbook/contract';
import { ApiError } from '../http/api-error';
import type { DbExecutor } from '../platform/wallet/wallet';

/** What a deposit asks of the rules before any money moves. */
export interface DepositRequest {
  userId: number;
  currency: string;
  /** Minor units. */
  amount: number;
  now: Date;
}

/**
 * The responsible-gambling check of a deposit (the player's deposit limits), run in the deposit's transaction
 * so that two deposits at once cannot both pass a limit; throws the refusal's ApiError. The sandbox's
 * responsible-gambling module provides it; without one every amount passes.
 */
export type DepositLimitCheck = (tx: DbExecutor, request: DepositRequest) => Promise<void>;

/** Refuses a deposit while the site still needs details of the player (SPEC §5), naming them in `details`. */
export function assertNoMissingFields(missing: readonly DepositField[]): void {
  if (missing.length > 0)
    throw new ApiError(422, 'deposit_fields_missing', 'Complete your details before depositing', {
      fields: missing,
    });
}

/** Refuses a deposit from a country the site does not take deposits from (SPEC §5). */
export function assertCountryAllowed(country: string | null | undefined, blocked: readonly string[]): void {
  const code = country?.toUpperCase();
  if (code && blocked.some((candidate) => candidate.toUpperCase() === code))
    throw new ApiError(403, 'deposit_not_allowed', 'Deposits are not available in your country', {
      country: code,
    });
}
