import type { PlaceBetItem, PlaceBetSelection } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { run, selection } from '../testing/fixtures';
import { convertStake } from './convert-stake';
import { sharedBetsToSlip, sharedRestoreMessage, shouldUseSharedBets } from './shared-bets';

const eur = { currency: 'EUR', subunits: 2 };
const usd = { currency: 'USD', subunits: 2 };
const btc = { currency: 'BTC', subunits: 8 };
const current = [
  selection({ matchId: 1, odds: 2.1 }),
  selection({ matchId: 2, odds: 3 }),
  selection({ matchId: 3, odds: 4 }),
];
const wire = (matchId: number): PlaceBetSelection => ({
  match_id: matchId,
  market_id: 1,
  specifier: '',
  outcome_id: 1,
  odds: 2,
});
const resolveSelection = (s: PlaceBetSelection) => current.find((c) => c.matchId === s.match_id) ?? null;

describe('SPEC §4 Shared-bet flow and §5 shared bets', () => {
  it('shared bets are used only when the share-bet site setting is on and a code is present', () => {
    expect(shouldUseSharedBets(true, 'AB12CD')).toBe(true);
    expect(shouldUseSharedBets(false, 'AB12CD')).toBe(false);
    expect(shouldUseSharedBets(true, '')).toBe(false);
    expect(shouldUseSharedBets(true, null)).toBe(false);
  });

  it('restoring maps stored bets to matches and markets, at the current odds', () => {
    const items: PlaceBetItem[] = [
      { stake: { value: 500, currency: 'EUR' }, selections: [wire(1), wire(2)] },
    ];
    const [bet] = sharedBetsToSlip(items, { resolveSelection, from: eur, to: eur, rate: 1 });
    expect(bet).toMatchObject({ betType: 'combo', stake: 500, stakeSource: 'sharing' });
    expect(bet?.selections.map((s) => s.odds)).toEqual([2.1, 3]);
  });

  it('a system share keeps its system type, a custom share its custom odds', () => {
    const items: PlaceBetItem[] = [
      { stake: { value: 900, currency: 'EUR' }, selections: [wire(1), wire(2), wire(3)], system_id: '2/3' },
      { stake: { value: 100, currency: 'EUR' }, selections: [wire(1)], custom_odds: 5.5 },
    ];
    const bets = sharedBetsToSlip(items, { resolveSelection, from: eur, to: eur, rate: 1 });
    expect(bets.map((b) => [b.betType, b.systemType, b.customOdds])).toEqual([
      ['system', { totalCount: 3, winCount: 2 }, null],
      ['custom_bet', null, 5.5],
    ]);
  });

  it("if the shared bets use a different currency from the user's, they are converted to the user's currency", () => {
    const items: PlaceBetItem[] = [{ stake: { value: 1000, currency: 'EUR' }, selections: [wire(1)] }];
    // 10.00 EUR at 1.0825 USD/EUR = 10.825 USD → 1082 cents (rounded down)
    const [bet] = sharedBetsToSlip(items, { resolveSelection, from: eur, to: usd, rate: 1.0825 });
    expect(bet).toMatchObject({ stake: 1082, currency: 'USD', subunits: 2 });
  });

  it('converts between currencies with different minor-unit digits', () => {
    // 10.00 EUR at 0.00001 BTC/EUR = 0.0001 BTC = 10,000 satoshi
    expect(convertStake(1000, eur, btc, 0.00001)).toBe(10_000);
    // 10,000 satoshi at 100,000 EUR/BTC = 10.00 EUR = 1000 cents
    expect(convertStake(10_000, btc, eur, 100_000)).toBe(1000);
  });

  it('keeps every quoted digit of a tiny rate', () => {
    const jpy = { currency: 'JPY', subunits: 0 };
    // 1,000,000 JPY at 9.87654321e-8 BTC/JPY = 0.0987654321 BTC → 9,876,543 satoshi (rounded down)
    expect(convertStake(1_000_000, jpy, btc, 9.87654321e-8)).toBe(9_876_543);
    // 100.00 EUR at 1.0825 USD/EUR = 108.25 USD exactly, not a cent less from binary rounding
    expect(convertStake(10_000, eur, usd, 1.0825)).toBe(10_825);
  });

  it('if none are restored, show "link try another bet"', () => {
    const gone: PlaceBetItem[] = [{ stake: { value: 500, currency: 'EUR' }, selections: [wire(1), wire(9)] }];
    const bets = sharedBetsToSlip(gone, { resolveSelection, from: eur, to: eur, rate: 1 });
    expect(bets).toEqual([]);
    expect(sharedRestoreMessage(bets)).toBe('link-try-another-bet');
  });

  it('restored shared bets land on the slip through ticketRestored', () => {
    const items: PlaceBetItem[] = [
      { stake: { value: 500, currency: 'EUR' }, selections: [wire(1), wire(2)] },
    ];
    const bets = sharedBetsToSlip(items, { resolveSelection, from: eur, to: eur, rate: 1 });
    expect(run([{ type: 'ticketRestored', bets }]).selectedOutcomeIds).toEqual([
      current[0]?.id,
      current[1]?.id,
    ]);
  });
});
