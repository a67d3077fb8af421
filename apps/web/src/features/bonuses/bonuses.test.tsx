import { applyBonus, newSlipBet, potentialReturn } from '@sportsbook/betting';
import type { BetBonusOffer, SlipBet, SlipSelection } from '@sportsbook/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { BetBonusPicker } from './components/bet-bonus-picker';
import { timeLeft } from './components/expiry-countdown';
import { toSlipBonus, usableBonuses } from './slip-bonus';

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();

function selection(id: string, name: string, odds: number): SlipSelection {
  return {
    id,
    type: 'regular',
    matchId: Number(id.split('|')[0]),
    matchUrnId: '',
    matchSlug: 'm',
    matchStatus: 0,
    marketId: 1,
    marketName: '1X2',
    marketGroup: '',
    specifier: '',
    outcomeId: 1,
    outcomeName: name,
    odds,
    acceptedOdds: odds,
    initialOdds: odds,
    active: true,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
    sportKey: 'football',
    nameA: 'A',
    nameB: 'B',
    categoryName: '',
    provider: 'betradar',
  };
}

function offer(overrides: Partial<BetBonusOffer>): BetBonusOffer {
  return {
    bonusId: 1,
    bonusType: 'comboboost',
    status: 'available',
    freebetStake: null,
    userBonusStatus: 'available',
    activeRangeIndex: 0,
    suitableSelections: [],
    points: null,
    availablePoints: null,
    potentialPoints: null,
    potentialFreebetAmount: null,
    bonusOdds: 1.05,
    name: 'Acca boost',
    validTo: inAWeek,
    freebetType: null,
    reason: null,
    unsuitableSelections: [],
    ...overrides,
  };
}

const legs = [
  selection('1|1|1|', 'Arsenal', 2),
  selection('2|1|1|', 'Chelsea', 1.2),
  selection('3|1|1|', 'Leeds', 2),
];
const combo: SlipBet = newSlipBet('combo', legs, { currency: 'EUR', subunits: 2 }, 1_000);
const money = (minor: number) => `€${(minor / 100).toFixed(2)}`;
const NONE_HELD: ReadonlySet<number> = new Set();

describe('the bonus control of a slip bet', () => {
  it('shows each offer, disables one that does not fit with its reason, and says per selection why', () => {
    const onChoose = vi.fn();
    renderInApp(
      <BetBonusPicker
        bet={combo}
        offers={[
          offer({
            status: 'not_available',
            reason: 'odds_below_minimum',
            activeRangeIndex: null,
            bonusOdds: null,
            unsuitableSelections: [{ selection: '2|1|1|', reason: 'odds_below_minimum' }],
          }),
          offer({
            bonusId: 2,
            bonusType: 'freebet',
            name: 'Welcome freebet',
            freebetStake: 500,
            bonusOdds: null,
            freebetType: 'freebet_all_win',
          }),
        ]}
        heldElsewhere={NONE_HELD}
        disabled={false}
        money={money}
        onChoose={onChoose}
        onLapse={() => {}}
      />,
    );
    expect(screen.getByRole('group', { name: 'Bonus' })).toBeTruthy();
    const boost = screen.getByRole('radio', { name: /Acca boost/ });
    expect((boost as HTMLInputElement).disabled).toBe(true);
    expect(boost.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(boost.getAttribute('aria-describedby')!)?.textContent).toBe(
      'odds under the minimum',
    );
    expect(screen.getAllByText('Qualifies')).toHaveLength(2);
    expect(screen.getByText('Does not qualify: odds under the minimum')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Welcome freebet Freebet €5.00/ }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ bonusId: 2 }));
  });

  it('removes a chosen bonus with "No bonus"', () => {
    const onChoose = vi.fn();
    const chosen = { ...combo, bonus: { id: 1, type: 'comboboost' as const, odds: 1.05 } };
    renderInApp(
      <BetBonusPicker
        bet={chosen}
        offers={[offer({})]}
        heldElsewhere={NONE_HELD}
        disabled={false}
        money={money}
        onChoose={onChoose}
        onLapse={() => {}}
      />,
    );
    expect((screen.getByRole('radio', { name: /Acca boost Boost ×1.05/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'No bonus' }));
    expect(onChoose).toHaveBeenCalledWith(null);
  });

  it('shows a freebet another bet of the slip holds as taken, not choosable', () => {
    renderInApp(
      <BetBonusPicker
        bet={combo}
        offers={[offer({ bonusId: 2, bonusType: 'freebet', name: 'Welcome freebet', freebetStake: 500 })]}
        heldElsewhere={new Set([2])}
        disabled={false}
        money={money}
        onChoose={() => {}}
        onLapse={() => {}}
      />,
    );
    const freebet = screen.getByRole('radio', { name: /Welcome freebet/ }) as HTMLInputElement;
    expect(freebet.disabled).toBe(true);
    expect(document.getElementById(freebet.getAttribute('aria-describedby')!)?.textContent).toBe(
      'on another bet of this slip',
    );
  });

  it('shows nothing when the bet has no offers (a visitor, or none fits)', () => {
    const { container } = renderInApp(
      <BetBonusPicker
        bet={combo}
        offers={[]}
        heldElsewhere={NONE_HELD}
        disabled={false}
        money={money}
        onChoose={() => {}}
        onLapse={() => {}}
      />,
    );
    expect(container.querySelector('fieldset')).toBeNull();
  });
});

describe('offers for the engine and the freebet payout shown', () => {
  it('passes the engine only the offers that fit and have not lapsed', () => {
    const lapsed = offer({ bonusId: 3, validTo: new Date(Date.now() - 1_000).toISOString() });
    const unfit = offer({ bonusId: 4, status: 'not_available', reason: 'not_a_combo' });
    expect(usableBonuses([offer({}), lapsed, unfit], Date.now())).toEqual([
      { id: 1, type: 'comboboost', odds: 1.05, freebetStake: null, freebetType: null },
    ]);
  });

  it('a chosen freebet offer brings its variant to the bet: €10 at 2.50 only_win shows €15.00, all_win €25.00', () => {
    const single = newSlipBet('single', [{ ...legs[0]!, odds: 2.5 }], { currency: 'EUR', subunits: 2 });
    const onlyWin = offer({
      bonusId: 5,
      bonusType: 'freebet',
      freebetType: 'freebet_only_win',
      freebetStake: 1_000,
      bonusOdds: null,
    });
    expect(potentialReturn(applyBonus(single, toSlipBonus(onlyWin)))).toBe(1_500);
    const allWin = toSlipBonus({ ...onlyWin, freebetType: 'freebet_all_win' });
    expect(potentialReturn(applyBonus(single, allWin))).toBe(2_500);
  });

  it('counts down to valid_to and stops at it', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(timeLeft('2026-11-27T13:01:05Z', now)).toEqual({ d: 1, h: 1, m: 1, s: 5 });
    expect(timeLeft('2026-11-26T12:00:00Z', now)).toBeNull();
  });
});
