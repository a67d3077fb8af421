import type { DepositOptions } from '@sportsbook/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import { closeDepositModal, openDepositModal } from '../deposit-prompt';
import { DepositModal } from './deposit-modal';

const options: DepositOptions = {
  currency: 'EUR',
  subunits: 2,
  methods: [
    { id: 'visa_4242', brand: 'visa', last4: '4242', test_outcome: null },
    { id: 'mastercard_3220', brand: 'mastercard', last4: '3220', test_outcome: 'pending' },
  ],
  presets: [1_000, 2_000, 5_000, 10_000],
  min_amount: 500,
  max_amount: 1_000_000,
  missing_fields: [],
  test_mode: true,
};

function deposit(status: 'success' | 'error' | 'pending', amount: number) {
  return {
    id: 9,
    amount,
    currency: 'EUR',
    method_id: 'visa_4242',
    status,
    failure_reason: status === 'error' ? 'card_declined' : null,
    created_at: '2026-11-26T18:00:00.000Z',
    settled_at: null,
  };
}

// NOTE: the machines that run the tests are shared; a first render with its queries may take seconds.
const SLOW = { timeout: 10_000 };

function open() {
  renderInApp(<DepositModal userId={1} currency="EUR" />);
  act(() => openDepositModal('quick'));
}

afterEach(() => {
  act(() => closeDepositModal());
  vi.unstubAllGlobals();
});

describe('the deposit modal', () => {
  it('asks for the missing deposit fields first, then offers the quick deposit (SPEC §5)', async () => {
    const saved: unknown[] = [];
    mockApi([
      [/deposit_options/, () => ({ body: { ...options, missing_fields: ['birth_date', 'country'] } })],
      [
        /deposit_details/,
        (_url, init) => {
          saved.push(JSON.parse(String(init?.body)));
          return { body: { ...options, missing_fields: [] } };
        },
      ],
    ]);
    open();
    expect(await screen.findByRole('heading', { name: 'Your details' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Deposit/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-04-01' } });
    fireEvent.change(screen.getByLabelText('Country (two letters, e.g. DE)'), { target: { value: 'si' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('button', { name: 'Deposit €10.00' }, SLOW)).toBeTruthy();
    expect(saved).toEqual([{ birth_date: '1990-04-01', country: 'SI' }]);
  });

  it('deposits a preset once per attempt and tells the player with the success toast', async () => {
    const keys: string[] = [];
    let calls = 0;
    mockApi([
      [/deposit_options/, () => ({ body: options })],
      [
        /payments\/deposits$/,
        (_url, init) => {
          const body = JSON.parse(String(init?.body)) as { idempotency_key: string; amount: number };
          keys.push(body.idempotency_key);
          calls += 1;
          // the first answer is lost on the way back; the player presses again
          if (calls === 1) throw new TypeError('Failed to fetch');
          return { body: deposit('success', body.amount) };
        },
      ],
    ]);
    open();
    fireEvent.click(await screen.findByRole('button', { name: '€50.00' }, SLOW));
    fireEvent.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    expect(await screen.findByText('Your deposit was credited.', {}, SLOW)).toBeTruthy();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deposit' })).toBeNull());
  });

  it('shows the pending toast for a deposit waiting for the bank, and the failed toast for a declined card', async () => {
    let status: 'pending' | 'error' = 'pending';
    mockApi([
      [/deposit_options/, () => ({ body: options })],
      [/payments\/deposits$/, () => ({ body: deposit(status, 1_000) })],
    ]);
    open();
    fireEvent.click(await screen.findByRole('radio', { name: /3220/ }, SLOW));
    fireEvent.click(screen.getByRole('button', { name: 'Deposit €10.00' }));
    expect(
      await screen.findByText(
        'Your deposit is waiting for the bank. We will let you know when it is credited.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    status = 'error';
    act(() => openDepositModal('quick'));
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit €10.00' }, SLOW));
    expect(await screen.findByText('Deposit failed', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('No money was taken. Please try another card.')).toBeTruthy();
  });

  it("keeps the amount and shows the provider's message when it refuses", async () => {
    mockApi([
      [/deposit_options/, () => ({ body: options })],
      [
        /payments\/deposits$/,
        () => ({
          status: 403,
          body: {
            code: 'deposit_limit_exceeded',
            message: 'Over the deposit limit',
            localized_message: 'This deposit is over your deposit limit.',
            details: {},
          },
        }),
      ],
    ]);
    open();
    const amount = await screen.findByLabelText('Amount (EUR)', {}, SLOW);
    fireEvent.change(amount, { target: { value: '25.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit €25.50' }));
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      'This deposit is over your deposit limit.',
    );
    expect((amount as HTMLInputElement).value).toBe('25.50');
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeTruthy();
  });
});
