import { describe, expect, it } from 'vitest';
import { QuickBet } from '../bets/slip';
import { readQuickBetChoices } from '../bets/quick-bet-choices';
import { isMoney } from './money-guards';
import { Money } from './money';

describe('isMoney', () => {
  const samples: unknown[] = [
    { value: 1_000, currency: 'EUR', subunits: 2 },
    { value: -5, currency: 'USDT', subunits: 8 },
    { value: 1.5, currency: 'EUR', subunits: 2 },
    { value: 100, currency: 'eur', subunits: 2 },
    { value: 100, currency: 'EUR', subunits: 19 },
    { value: 100, currency: 'EUR' },
    null,
    '100 EUR',
  ];

  it('agrees with the Money schema on good and bad amounts', () => {
    const verdicts = samples.map((sample) => isMoney(sample));
    expect(verdicts).toEqual(samples.map((sample) => Money.safeParse(sample).success));
    expect(verdicts.filter(Boolean)).toHaveLength(2);
  });
});

describe('readQuickBetChoices', () => {
  const StoredChoices = QuickBet.pick({ isEnabled: true, stake: true, currency: true, isApproved: true });
  const samples: unknown[] = [
    { isEnabled: true, stake: 500, currency: 'EUR', isApproved: true },
    { isEnabled: true, stake: 500, currency: null, isApproved: false, state: 'PLACING' },
    {},
    { stake: 250 },
    { isEnabled: 'yes', stake: 500, currency: 'EUR', isApproved: true },
    { isEnabled: true, stake: -1, currency: 'EUR', isApproved: true },
    { isEnabled: true, stake: 1.5, currency: 'EUR', isApproved: true },
    { isEnabled: true, stake: 5, currency: 'euro', isApproved: true },
    [],
    null,
    42,
  ];

  it('reads what the QuickBet schema reads, defaults included, and refuses what it refuses', () => {
    const read = samples.map((sample) => readQuickBetChoices(sample));
    const parsed = samples.map((sample) => {
      const result = StoredChoices.safeParse(sample);
      return result.success ? result.data : null;
    });
    expect(read).toEqual(parsed);
    expect(read.filter(Boolean)).toHaveLength(4);
  });
});
