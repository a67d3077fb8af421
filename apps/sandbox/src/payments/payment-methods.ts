import type { PaymentMethod } from '@sportsbook/contract';
import { ApiError } from '../http/api-error';

/** What the sandbox's card network answers for a method: at once, declined, or after a bank check (pending). */
export type MethodOutcome = 'success' | 'error' | 'pending';

interface SandboxMethod {
  id: string;
  brand: PaymentMethod['brand'];
  last4: string;
  /** Only testers get it. */
  test: boolean;
  outcome: MethodOutcome;
}

/**
 * The platform status id of testers (SPEC §6 `spi_test`): they get the quick-deposit test feature, i.e. the
 * test cards that decline or stay pending, besides the card every player has.
 */
export const SPI_TEST_STATUS_ID = 99;

// NOTE: the numbers follow the card networks' public test ranges (4242 succeeds, 0002 is declined, 3220 asks
// for a bank check), so a tester recognises them.
const methods: readonly SandboxMethod[] = [
  { id: 'visa_4242', brand: 'visa', last4: '4242', test: false, outcome: 'success' },
  { id: 'visa_0002', brand: 'visa', last4: '0002', test: true, outcome: 'error' },
  { id: 'mastercard_3220', brand: 'mastercard', last4: '3220', test: true, outcome: 'pending' },
];

/** Whether a player with these status ids may use the test methods. */
export function isTester(statusIds: readonly number[]): boolean {
  return statusIds.includes(SPI_TEST_STATUS_ID);
}

/** The methods a player may deposit with, as the API shows them. */
export function methodsOf(statusIds: readonly number[]): PaymentMethod[] {
  const tester = isTester(statusIds);
  return methods
    .filter((method) => tester || !method.test)
    .map(({ id, brand, last4, test, outcome }) => ({
      id,
      brand,
      last4,
      test_outcome: test && outcome !== 'success' ? outcome : null,
    }));
}

/** The outcome of a deposit with `methodId`; 404 when the player has no such method. */
export function outcomeOf(methodId: string, statusIds: readonly number[]): MethodOutcome {
  const method = methods.find((candidate) => candidate.id === methodId);
  if (!method || (method.test && !isTester(statusIds)))
    throw new ApiError(404, 'not_found', `No payment method "${methodId}"`, { method_id: methodId });
  return method.outcome;
}
