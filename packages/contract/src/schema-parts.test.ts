import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from './index';
import { sampleBet, samplePlaceBetsRequest, sampleSiteDocument } from './testing/samples';

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
const named = { id: 1, name: 'Football' };
const issuedFarming = {
  is_active: true,
  currency: 'EUR',
  currency_subunits: 2,
  farming: {
    avg_stake: 1000,
    bets_count: 3,
    points: 12.5,
    available_points: 10,
    potential_points: 2.5,
    potential_freebet_amount: 500,
    initial_pool: 100000,
  },
};
const comboboost = {
  id: 1,
  name: 'Combo x1.1',
  min_odds: 1.3,
  uses_count: 0,
  country_codes: ['DE'],
  event_conditions: { sport: [named], category: [], tournament: [], event: [] },
  ranges: [{ min_count: 3, max_count: 5, bonus_odds: 1.1 }],
  valid_to: at,
  only_verified: false,
  trigger_key: null,
  status: 'available',
  issued: null,
  banners: { desktop: null, mobile: null },
};
const freebet = {
  id: 2,
  name: 'Free 10',
  type: 'freebet_no_risk',
  min_odds: 1.5,
  max_odds: null,
  match_status: 'all',
  selection_count_from: 1,
  selection_count_to: 10,
  status: 'active',
  issued: { is_active: true, amount: 1000, currency: 'EUR', created_at: at, boost_multiplier: null },
  boost_data: null,
};
const farming = {
  id: 3,
  name: 'Hunt',
  type: 'hunting',
  status: 'active',
  issued: issuedFarming,
  farm_once_per_event: true,
  farming_freebet_type: 'freebet_all_win',
  show_in_promotion: true,
  farmed_event_ids: [1001],
  used_in_bets: [],
};
const betBonusOffer = {
  bonusId: 1,
  bonusType: 'comboboost',
  status: 'available',
  freebetStake: null,
  userBonusStatus: 'available',
  activeRangeIndex: 0,
  suitableSelections: ['1001-1-1'],
  points: null,
  availablePoints: null,
  potentialPoints: null,
  potentialFreebetAmount: null,
  bonusOdds: 1.1,
};
const statusGroup = {
  id: 1,
  name: 'Silver',
  status_ids: [2, 3],
  condition: { min: 100, max: null, writeable: false, status: 'silver' },
};

/** Building-block schemas: one sample each must accept and one each must refuse (and why). */
const cases: [name: string, schema: z.ZodType, valid: unknown, invalid: unknown, why: string][] = [
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
  ['TicketTab', contract.TicketTab, 'MY_BETS', 'HISTORY', 'unknown tab'],
  ['StakeSource', contract.StakeSource, 'potential_win', 'max', 'unknown source'],
  ['SlipBonusKind', contract.SlipBonusKind, 'lootbox', 'jackpot', 'jackpot is no slip bonus'],
  ['FreebetVariant', contract.FreebetVariant, 'freebet_only_win', 'freebet', 'unknown variant'],
  ['BetBonusOffer', contract.BetBonusOffer, betBonusOffer, { ...betBonusOffer, bonusType: 'x' }, 'bad type'],
  ['Comboboost', contract.Comboboost, comboboost, { ...comboboost, country_codes: ['DEU'] }, 'bad country'],
  ['Freebet', contract.Freebet, freebet, { ...freebet, match_status: 'soon' }, 'unknown match status'],
  [
    'FarmingStats',
    contract.FarmingStats,
    issuedFarming.farming,
    { ...issuedFarming.farming, bets_count: -1 },
    'negative count',
  ],
  ['FarmingBonus', contract.FarmingBonus, farming, { ...farming, type: 'freebet' }, 'not a farming type'],
  [
    'BonusListItem',
    contract.BonusListItem,
    { ...freebet, kind: 'freebet' },
    { ...freebet, kind: 'comboboost' },
    'kind and shape disagree',
  ],
  [
    'BettingStats',
    contract.BettingStats,
    { bets_sum: 1000, wins_sum: 0, period: { from: at, to: at } },
    { bets_sum: 1000, wins_sum: 0 },
    'no period',
  ],
  [
    'Prediction',
    contract.Prediction,
    { prediction_id: 1, data: { winner: 'home' }, created_at: at },
    { prediction_id: 1, data: 'home', created_at: at },
    'data not an object',
  ],
  [
    'Currency',
    contract.Currency,
    { code: 'BTC', subunits: 8, fiat: false },
    { code: 'BTC', subunits: 19 },
    'bad',
  ],
  ['Country', contract.Country, { code: 'DE' }, { code: 'DEU' }, 'three letters'],
  ['Locale', contract.Locale, { code: 'de', nameInLocale: 'Deutsch' }, { code: 'de' }, 'no name'],
  ['CompPoints', contract.CompPoints, {}, { points: -1 }, 'negative points'],
  [
    'CompPointCondition',
    contract.CompPointCondition,
    statusGroup.condition,
    { ...statusGroup.condition, writeable: 'no' },
    'flag not a boolean',
  ],
  ['StatusGroup', contract.StatusGroup, statusGroup, { ...statusGroup, status_ids: [0] }, 'zero id'],
  ['LimitType', contract.LimitType, 'coolingoff', 'spend', 'unknown limit type'],
  ['NotificationKind', contract.NotificationKind, 'vip_bet', 'promo', 'unknown kind'],
  ['NotificationCounters', contract.NotificationCounters, { unread: 3 }, { unread: -3 }, 'negative'],
  ['RealtimeEventName', contract.RealtimeEventName, 'bonus_issued', 'bonus_changed', 'unknown event'],
  [
    'ConnectionTokenClaims',
    contract.ConnectionTokenClaims,
    { sub: '42', exp: 1800000000 },
    { exp: 1800000000 },
    'no subject',
  ],
  [
    'SubscriptionTokenClaims',
    contract.SubscriptionTokenClaims,
    { sub: '42', channel: '$private:en.platform_user.42' },
    { sub: '42' },
    'no channel',
  ],
  ['ConnectionTokenResponse', contract.ConnectionTokenResponse, { token: 'a.b.c' }, { token: '' }, 'empty'],
  [
    'AuthorizeChannelsRequest',
    contract.AuthorizeChannelsRequest,
    { channels: ['$private:en.platform_user.42'] },
    { channels: [] },
    'no channels',
  ],
  [
    'AuthorizeChannelsResponse',
    contract.AuthorizeChannelsResponse,
    { channels: [{ channel: '$private:en.platform_user.42', token: 'a.b.c' }] },
    { channels: [{ channel: '$private:en.platform_user.42' }] },
    'no token',
  ],
  [
    'SiteLocale',
    contract.SiteLocale,
    { code: 'pt-BR', nameInLocale: 'Português' },
    { code: 'PT' },
    'bad code',
  ],
  ['DateTimePatterns', contract.DateTimePatterns, {}, { date: 1 }, 'pattern not a string'],
  ['FooterLink', contract.FooterLink, { label: 'Terms', href: '/terms' }, { label: 'Terms' }, 'no href'],
  [
    'SiteConfig',
    contract.SiteConfig,
    sampleSiteDocument.config,
    { ...sampleSiteDocument.config, tag_manager_id: 'UA-1' },
    'not a GTM id',
  ],
  ['StatisticsType', contract.StatisticsType, 'head-to-head', 'odds', 'unknown statistics type'],
  ['FavouriteType', contract.FavouriteType, 'tournaments', 'players', 'unknown favourite type'],
  ['Audience', contract.Audience, 'NOT_LOGGED_IN', 'GUEST', 'unknown audience'],
];

describe('contract building blocks', () => {
  it.each(cases)('%s accepts a valid sample', (_name, schema, valid) => {
    const result = schema.safeParse(valid);
    expect(result.error?.issues).toBeUndefined();
    expect(result.success).toBe(true);
  });

  it.each(cases)('%s rejects an invalid sample', (_name, schema, _valid, invalid) => {
    expect(schema.safeParse(invalid).success).toBe(false);
  });
});
