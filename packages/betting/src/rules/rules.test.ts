import type { SlipBet } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import type { MinorUnits } from '../units';
import { context, selection } from '../testing/fixtures';
import { applyBonus, defaultBonus } from './bonus-choice';
import type { SlipBonus } from './bonus-choice';
import { nonCombinableReason } from './combinable';
import { newSlipBet } from './slip-bet';
import { stakeProblem } from './stake-validity';

const eur = { currency: 'EUR', subunits: 2 };
const a = selection({ matchId: 1, odds: 2 });
const b = selection({ matchId: 2, odds: 3 });
const c = selection({ matchId: 3, odds: 4 });
const aSameMatch = selection({ matchId: 1, marketId: 2, odds: 1.5 });
const bOther = selection({ matchId: 2, odds: 3, provider: 'lsports' });

function withStakes(...stakes: number[]): SlipBet[] {
  return stakes.map((stake, i) => newSlipBet('single', [selection({ matchId: i + 1, odds: 2 })], eur, stake));
}

describe('SPEC §5 non-combinable bets', () => {
  it('a bet is non-combinable when it has same-match selections in a combo', () => {
    expect(nonCombinableReason({ betType: 'combo', selections: [a, aSameMatch] }, context())).toBe(
      'same_match',
    );
  });

  it('a bet is non-combinable when it has same-match selections in a system', () => {
    expect(nonCombinableReason({ betType: 'system', selections: [a, aSameMatch, b] }, context())).toBe(
      'same_match',
    );
  });

  it('bets under a combo must come from one provider unless allowed', () => {
    expect(nonCombinableReason({ betType: 'combo', selections: [a, bOther] }, context())).toBe(
      'mixed_providers',
    );
    expect(
      nonCombinableReason(
        { betType: 'combo', selections: [a, bOther] },
        context({ mixedProvidersAllowed: true }),
      ),
    ).toBeNull();
  });

  it('a system with one specific provider is non-combinable', () => {
    const noSystems = context({ providersWithoutSystem: ['betradar'] });
    expect(nonCombinableReason({ betType: 'system', selections: [a, b, c] }, noSystems)).toBe(
      'system_provider',
    );
    expect(nonCombinableReason({ betType: 'combo', selections: [a, b, c] }, noSystems)).toBeNull();
  });

  it('singles and custom bets are never non-combinable', () => {
    expect(nonCombinableReason({ betType: 'custom_bet', selections: [a, aSameMatch] }, context())).toBeNull();
  });
});

describe('SPEC §5 total stake validity', () => {
  const none = { minStake: null, maxStake: null, balance: null };

  it('for the total stake to be valid, the stake of every bet must be positive', () => {
    expect(stakeProblem(withStakes(500, 0), none)).toBe('stake_not_positive');
    expect(stakeProblem(withStakes(500, 100), none)).toBeNull();
  });

  it('a stake below the minimum stake is invalid', () => {
    expect(stakeProblem(withStakes(50), { ...none, minStake: 100 as MinorUnits })).toBe('below_min_stake');
  });

  it('a stake above the maximum stake is invalid', () => {
    expect(stakeProblem(withStakes(5000), { ...none, maxStake: 4000 as MinorUnits })).toBe('above_max_stake');
  });

  it('a total stake above the balance is invalid', () => {
    // 600 + 500 = 1100 > 1000
    expect(stakeProblem(withStakes(600, 500), { ...none, balance: 1000 as MinorUnits })).toBe(
      'above_balance',
    );
    // 500 + 500 = 1000 ≤ 1000
    expect(stakeProblem(withStakes(500, 500), { ...none, balance: 1000 as MinorUnits })).toBeNull();
  });

  it('an empty slip has no valid total stake', () => {
    expect(stakeProblem([], none)).toBe('no_bets');
  });
});

describe('SPEC §4 Bonus choice', () => {
  const hunting: SlipBonus = { id: 1, type: 'hunting', odds: null, freebetStake: null };
  const tournament: SlipBonus = { id: 2, type: 'tournament', odds: null, freebetStake: null };
  const comboboost: SlipBonus = { id: 3, type: 'comboboost', odds: 1.1, freebetStake: null };
  const freebet: SlipBonus = { id: 4, type: 'freebet', odds: null, freebetStake: 250 };
  const bet = newSlipBet('single', [a], eur, 900);

  it('the default preference is hunting, then tournament, then comboboost', () => {
    expect(defaultBonus([comboboost, tournament, hunting])).toBe(hunting);
    expect(defaultBonus([comboboost, tournament])).toBe(tournament);
    expect(defaultBonus([freebet, comboboost])).toBe(comboboost);
    expect(defaultBonus([freebet])).toBeNull();
  });

  it('activating a freebet sets the stake to the bonus freebet stake', () => {
    expect(applyBonus(bet, freebet)).toMatchObject({
      stake: 250,
      freebetStake: 250,
      bonus: { id: 4, type: 'freebet' },
    });
  });

  it('deactivating a freebet sets the stake to 0', () => {
    expect(applyBonus(applyBonus(bet, freebet), null)).toMatchObject({
      stake: 0,
      bonus: null,
      freebetStake: null,
    });
  });

  it('a freebet bonus resets the stake to zero when replaced', () => {
    expect(applyBonus(applyBonus(bet, freebet), hunting)).toMatchObject({
      stake: 0,
      bonus: { type: 'hunting' },
    });
  });

  it('other bonuses leave the stake alone', () => {
    expect(applyBonus(bet, hunting).stake).toBe(900);
  });
});
