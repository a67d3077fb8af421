import type { DepositStatus } from '@sportsbook/contract';

/** The query parameter a payment return route carries (SPEC §2.7a). */
export const PAYMENT_PARAM = 'payment';
/** The deposit a return route is about, added by the provider. */
export const DEPOSIT_ID_PARAM = 'deposit_id';

const statuses: readonly DepositStatus[] = ['success', 'error', 'pending'];

function withoutReturn(url: URL): URL {
  const clean = new URL(url);
  clean.searchParams.delete(PAYMENT_PARAM);
  clean.searchParams.delete(DEPOSIT_ID_PARAM);
  return clean;
}

/**
 * The payment return routes (SPEC §2.7a): the current URL plus `payment=success|error|pending`, so the player comes
 * back to the page they deposited from.
 */
export function paymentReturnRoutes(current: string): Record<DepositStatus, string> {
  const base = withoutReturn(new URL(current));
  const route = (status: DepositStatus) => {
    const url = new URL(base);
    url.searchParams.set(PAYMENT_PARAM, status);
    return url.toString();
  };
  return { success: route('success'), error: route('error'), pending: route('pending') };
}

/** The outcome a return route brings, or null for an ordinary address; and the address without it. */
export function readPaymentReturn(current: string): {
  status: DepositStatus;
  depositId: number | null;
  cleanUrl: string;
} | null {
  const url = new URL(current);
  const status = statuses.find((candidate) => candidate === url.searchParams.get(PAYMENT_PARAM));
  if (!status) return null;
  const id = Number(url.searchParams.get(DEPOSIT_ID_PARAM));
  return {
    status,
    depositId: Number.isSafeInteger(id) && id > 0 ? id : null,
    cleanUrl: withoutReturn(url).toString(),
  };
}
