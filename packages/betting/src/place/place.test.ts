import type { SlipBet } from '@sportsbook/contract';
import { PlaceBetsRequest } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { newSlipBet } from '../rules/slip-bet';
import { selection } from '../testing/fixtures';
import { placeFailureFrom } from './place-failure';
import { buildPlaceBetsRequest } from './place-request';

const eur = { currency: 'EUR', subunits: 2 };
const a = selection({ matchId: 1, odds: 2, specifier: 'total=2.5', outcomeId: 12, marketId: 18 });
const b = selection({ matchId: 2, odds: 3 });
const c = selection({ matchId: 3, odds: 4 });
const meta = {
  deviceId: 'device-0001',
  requestKey: 'req-00000001',
  quick: false,
  oddsAcceptMode: 'higher' as const,
};

function failure(
  code: number,
  messageKey: string,
  errorsByBet: { bet_index: number; code: number; localized_message: string }[] = [],
) {
  return {
    code: 'place_bets_failed',
    message: 'Bets refused',
    localized_message: 'Your bet was refused',
    details: { code, message_key: messageKey, errors_by_bet: errorsByBet, details: { current_odds: 2.2 } },
  };
}

describe('building the place-bets request (SPEC §3 Place-bets request, §5)', () => {
  it('sends each bet with its stake, currency and selections as the contract takes them', () => {
    const request = buildPlaceBetsRequest([newSlipBet('single', [a], eur, 500)], meta);
    expect(PlaceBetsRequest.parse(request)).toEqual(request);
    expect(request).toEqual({
      meta: {
        device_id: 'device-0001',
        quick: false,
        type: 'single',
        request_key: 'req-00000001',
        accept_odds_change: 'higher',
      },
      bets: [
        {
          stake: { value: 500, currency: 'EUR' },
          selections: [{ match_id: 1, market_id: 18, specifier: 'total=2.5', outcome_id: 12, odds: 2 }],
        },
      ],
    });
  });

  it('system bets send system_id', () => {
    const system: SlipBet = {
      ...newSlipBet('system', [a, b, c], eur, 900),
      systemType: { totalCount: 3, winCount: 2 },
    };
    expect(buildPlaceBetsRequest([system], meta).bets[0]?.system_id).toBe('2/3');
  });

  it('custom bets send custom_odds', () => {
    const custom: SlipBet = { ...newSlipBet('custom_bet', [a, b], eur, 900), customOdds: 3.75 };
    expect(buildPlaceBetsRequest([custom], meta).bets[0]).toMatchObject({ custom_odds: 3.75 });
  });

  it('sends the bonus a bet uses', () => {
    const boosted: SlipBet = {
      ...newSlipBet('combo', [a, b], eur, 900),
      bonus: { id: 9, type: 'comboboost', odds: 1.1 },
    };
    expect(buildPlaceBetsRequest([boosted], meta).bets[0]?.bonus).toEqual({
      id: 9,
      type: 'comboboost',
      odds: 1.1,
    });
  });
});

describe('SPEC §8 place-bet errors → ticket error', () => {
  const sent = [newSlipBet('single', [a], eur, 500), newSlipBet('single', [b], eur, 500)];

  it('INVALID_ODDS (code 101) gives the message key error.place_bets.invalid_odds and sets isWrongOddsError', () => {
    const result = placeFailureFrom(
      400,
      failure(101, 'error.risk_validation.odds_different_than_bookmaker'),
      sent,
    );
    expect(result).toMatchObject({
      kind: 'rejected',
      error: { message: 'error.place_bets.invalid_odds', isWrongOddsError: true, code: 101 },
    });
  });

  it('INVALID_ODDS_CUSTOM_BET (code 120) gives error.place_bets.invalid_odds_custom_bet', () => {
    const result = placeFailureFrom(400, failure(120, 'error.place_bets.invalid_odds_custom_bet'), sent);
    expect(result).toMatchObject({
      error: { message: 'error.place_bets.invalid_odds_custom_bet', isWrongOddsError: false },
    });
  });

  it('the wrong-odds condition is met when the message key is a risk_validation odds key', () => {
    const result = placeFailureFrom(400, failure(999, 'error.risk_validation.odds_to_low'), sent);
    expect(result).toMatchObject({
      error: { isWrongOddsError: true, message: 'error.risk_validation.odds_to_low' },
    });
  });

  it('anything else gives error.place_bets.default unless a specific key is derived from the response', () => {
    const bare = { code: 'validation_failed', message: 'x', localized_message: 'x', details: {} };
    expect(placeFailureFrom(422, bare, sent)).toMatchObject({
      error: { message: 'error.place_bets.default', code: null },
    });
    expect(placeFailureFrom(400, failure(106, 'error.place_bets.insufficient_balance'), sent)).toMatchObject({
      error: { message: 'error.place_bets.insufficient_balance', code: 106 },
    });
  });

  it("per-bet messages come from errors_by_bet, mapped to each bet's first selection id", () => {
    const result = placeFailureFrom(
      400,
      failure(101, 'x', [{ bet_index: 1, code: 101, localized_message: 'Odds moved' }]),
      sent,
    );
    expect(result).toMatchObject({ error: { messagesByBet: { [b.id]: 'Odds moved' } } });
  });

  it('details come from data.details', () => {
    expect(placeFailureFrom(400, failure(101, 'x'), sent)).toMatchObject({
      error: { payload: { current_odds: 2.2 } },
    });
  });

  it('an unauthorized answer is not a ticket error', () => {
    expect(placeFailureFrom(401, failure(101, 'x'), sent)).toEqual({ kind: 'unauthorized' });
  });

  it('no answer, a 5xx, an unreadable body or a key still being placed leave the outcome unknown', () => {
    const conflict = { code: 'conflict', message: 'x', localized_message: 'x', details: {} };
    expect(placeFailureFrom(null, undefined, sent)).toEqual({ kind: 'unknown' });
    expect(placeFailureFrom(502, '<html>', sent)).toEqual({ kind: 'unknown' });
    expect(placeFailureFrom(500, failure(101, 'x'), sent)).toEqual({ kind: 'unknown' });
    expect(placeFailureFrom(400, null, sent)).toEqual({ kind: 'unknown' });
    expect(placeFailureFrom(409, conflict, sent)).toEqual({ kind: 'unknown' });
  });
});
