import * as contract from './index';
import { describeSamples } from './testing/describe-samples';
import type { SampleCase } from './testing/describe-samples';
import { sampleBet, samplePlaceBetsRequest } from './testing/samples';

const at = '2026-11-21T18:00:00.000Z';

const score = { home: 2, away: 1 };

const clock = {
  match_time: '67:12',
  stoppage_time: null,
  remaining_time: null,
  stopped: false,
  updated_at: at,
};

const periodScore = { ...score, period_key: 'p1', name: '1st half', number: 1, type: 'half' };

const selection = { match_id: 1001, market_id: 1, specifier: '', outcome_id: 1, odds: 2.1 };

const placeBetItem = { stake: { value: 1000, currency: 'EUR' }, selections: [selection] };

/** Common, catalogue and bet building blocks: one sample each must accept and one each must refuse (and why). */
const cases: SampleCase[] = [
  ['ApiErrorCode', contract.ApiErrorCode, 'validation_failed', 'teapot', 'unknown code'],
  [
    'ValidationIssue',
    contract.ValidationIssue,
    { location: 'query', path: 'limit', message: 'Too big' },
    { location: 'cookie', path: 'x', message: 'y' },
    'unknown location',
  ],
  ['PageQuery', contract.PageQuery, { page: '2', limit: '500' }, { limit: '501' }, 'limit over 500'],
  ['CurrencyCode', contract.CurrencyCode, 'USDT', 'eur', 'lowercase'],
  ['StakeInput', contract.StakeInput, { value: 100, currency: 'EUR' }, { value: 0, currency: 'EUR' }, 'zero'],
  ['Timestamp', contract.Timestamp, at, '21.11.2026', 'not ISO 8601'],
  ['DecimalOdds', contract.DecimalOdds, 1.01, 1, 'odds of 1'],
  ['Id', contract.Id, 7, 0, 'zero id'],
  ['IdParam', contract.IdParam, '42', 'abc', 'not a number'],
  ['QueryBoolean', contract.QueryBoolean, 'true', 'yes', 'not true/false/1/0'],
  ['ProviderStatus', contract.ProviderStatus, -4, 2, 'outside 1, -1, 0, -2, -3, -4'],
  ['ProviderActivity', contract.ProviderActivity, 'inactive', 'paused', 'unknown activity'],
  [
    'SportRef',
    contract.SportRef,
    { id: 1, key: 'football', name: 'Football', type: 'regular' },
    { id: 1, key: 'football', name: 'Football', type: 'virtual' },
    'unknown sport kind',
  ],
  ['MatchStatusValue', contract.MatchStatusValue, 5, 6, 'outside 0–5'],
  ['SportKind', contract.SportKind, 'cyber', 'virtual', 'unknown kind'],
  ['Competitor', contract.Competitor, { id: 1, name: 'Arsenal', logo: null }, { id: 1, name: '' }, 'no name'],
  ['Score', contract.Score, score, { home: -1, away: 0 }, 'negative score'],
  ['PeriodScore', contract.PeriodScore, periodScore, { ...periodScore, type: 'extra' }, 'unknown period'],
  ['Clock', contract.Clock, clock, { ...clock, match_time: '67 min' }, 'malformed time'],
  [
    'MatchStatistics',
    contract.MatchStatistics,
    {
      clock,
      total_score: score,
      game_score: null,
      current_server: null,
      period_scores: [periodScore],
      max_period_number: 2,
    },
    { clock, total_score: score, game_score: null, current_server: 'both', period_scores: [] },
    'unknown server',
  ],
  [
    'CountsEntry',
    contract.CountsEntry,
    { id: 1, live: 3, gamesCount: 40, outrightsCount: 2 },
    { id: 1, live: 3, gamesCount: -1, outrightsCount: 2 },
    'negative count',
  ],
  ['BetType', contract.BetType, 'system', 'accumulator', 'unknown bet type'],
  ['SelectionStatus', contract.SelectionStatus, 'half_won', 'pending', 'unknown status'],
  [
    'BetSelection',
    contract.BetSelection,
    sampleBet.selections[0],
    { ...sampleBet.selections[0], odds: 0.5 },
    'odds below 1',
  ],
  ['BetBonus', contract.BetBonus, { id: 1, type: 'comboboost', odds: 1.1 }, { id: 1, type: 'x' }, 'no odds'],
  ['PlaceBetSelection', contract.PlaceBetSelection, selection, { ...selection, extra: 1 }, 'unknown key'],
  ['PlaceBetItem', contract.PlaceBetItem, placeBetItem, { ...placeBetItem, selections: [] }, 'no selections'],
  ['OddsAcceptMode', contract.OddsAcceptMode, 'higher', 'lower', 'unknown mode'],
  ['PlaceBetsResponse', contract.PlaceBetsResponse, { bets: [sampleBet] }, { bets: [{}] }, 'bet not a bet'],
  [
    'CashoutResponse',
    contract.CashoutResponse,
    { bet: sampleBet, cashed_out: { value: 800, currency: 'EUR' } },
    { bet: sampleBet, cashed_out: { value: -1, currency: 'EUR' } },
    'negative amount',
  ],
  [
    'MaxStakeRequest',
    contract.MaxStakeRequest,
    { type: 'single', currency: 'EUR', selections: [selection] },
    { type: 'single', currency: 'EUR', selections: [] },
    'no selections',
  ],
  [
    'MaxStakeResponse',
    contract.MaxStakeResponse,
    { max_stake: 50000, currency: 'EUR' },
    { max_stake: 1.5, currency: 'EUR' },
    'fractional minor units',
  ],
  [
    'CustomOddsRequest',
    contract.CustomOddsRequest,
    {
      match_id: 1001,
      selections: [
        { market_id: 1, specifier: '', outcome_id: 1 },
        { market_id: 18, specifier: 'total=2.5', outcome_id: 12 },
      ],
    },
    { match_id: 1001, selections: [{ market_id: 1, specifier: '', outcome_id: 1 }] },
    'one selection',
  ],
  ['CustomOddsResponse', contract.CustomOddsResponse, { odds: null }, { odds: 1 }, 'odds of 1'],
  [
    'ShareCodeRequest',
    contract.ShareCodeRequest,
    { bets: samplePlaceBetsRequest.bets },
    { bets: [] },
    'no bets',
  ],
  [
    'SharedBets',
    contract.SharedBets,
    { code: 'AB12CD', bets: [placeBetItem] },
    { code: 'AB12CD' },
    'no bets',
  ],
];

describeSamples('contract building blocks', cases);
