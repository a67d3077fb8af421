import { describe, expect, it } from 'vitest';
import { CASHOUT_IDLE, cashoutFlow } from './cashout-flow';
import type { CashoutAction, CashoutFlow } from './cashout-flow';

const offer = { value: 950, currency: 'EUR', subunits: 2 };
const run = (...actions: CashoutAction[]): CashoutFlow => actions.reduce(cashoutFlow, CASHOUT_IDLE);

describe('the cashout confirm flow', () => {
  it('asks to confirm the offer shown before anything is sent', () => {
    expect(run({ type: 'ask', offer })).toEqual({ step: 'confirming', offer });
  });

  it('goes back to idle when the player cancels', () => {
    expect(run({ type: 'ask', offer }, { type: 'cancel' })).toEqual(CASHOUT_IDLE);
  });

  it('processes the confirmed offer once: a second confirm changes nothing', () => {
    const processing = run({ type: 'ask', offer }, { type: 'confirm' });
    expect(processing).toEqual({ step: 'processing', offer });
    expect(cashoutFlow(processing, { type: 'confirm' })).toBe(processing);
    expect(cashoutFlow(processing, { type: 'cancel' })).toBe(processing);
  });

  it('ignores a confirm that was never asked for', () => {
    expect(run({ type: 'confirm' })).toEqual(CASHOUT_IDLE);
  });

  it('ends done with the amount paid on success', () => {
    const paid = { ...offer, value: 948 };
    expect(run({ type: 'ask', offer }, { type: 'confirm' }, { type: 'succeeded', paid })).toEqual({
      step: 'done',
      paid,
    });
  });

  it("goes back to idle with the server's refusal so the new offer can be tried", () => {
    const refused = run({ type: 'ask', offer }, { type: 'confirm' }, { type: 'refused', message: 'Moved' });
    expect(refused).toEqual({ step: 'idle', refusal: 'Moved' });
    expect(cashoutFlow(refused, { type: 'ask', offer: { ...offer, value: 800 } }).step).toBe('confirming');
  });
});
