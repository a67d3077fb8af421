import { describe, expect, it } from 'vitest';
import { paymentReturnRoutes, readPaymentReturn } from './return-routes';

describe('payment return routes (SPEC §2.7a)', () => {
  it('are built from the current URL plus a query parameter for success, error and pending', () => {
    expect(paymentReturnRoutes('https://book.test/de/live?sport=football#top')).toEqual({
      success: 'https://book.test/de/live?sport=football&payment=success#top',
      error: 'https://book.test/de/live?sport=football&payment=error#top',
      pending: 'https://book.test/de/live?sport=football&payment=pending#top',
    });
  });

  it('replace the outcome of an earlier return instead of adding a second one', () => {
    const routes = paymentReturnRoutes('https://book.test/?payment=error&deposit_id=7');
    expect(routes.success).toBe('https://book.test/?payment=success');
  });

  it('are read back with the deposit id, and the address without them', () => {
    expect(
      readPaymentReturn('https://book.test/de/live?sport=football&payment=pending&deposit_id=42'),
    ).toEqual({
      status: 'pending',
      depositId: 42,
      cleanUrl: 'https://book.test/de/live?sport=football',
    });
  });

  it('ignore an address without an outcome, or with one the spec does not name', () => {
    expect(readPaymentReturn('https://book.test/?sport=football')).toBeNull();
    expect(readPaymentReturn('https://book.test/?payment=refunded')).toBeNull();
    expect(readPaymentReturn('https://book.test/?payment=success&deposit_id=-1')?.depositId).toBeNull();
  });
});
