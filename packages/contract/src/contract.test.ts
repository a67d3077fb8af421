import { describe, expect, it } from 'vitest';
import * as contract from './index';
import { describeSamples } from './testing/describe-samples';
import type { SampleCase } from './testing/describe-samples';
import {
  sampleBet,
  sampleCategory,
  sampleLeague,
  sampleMarket,
  sampleDrawMatch,
  sampleMatch,
  samplePlaceBetsRequest,
  sampleRaceMatch,
  sampleProfile,
  sampleSettings,
  sampleSiteDocument,
  sampleSlipBet,
  sampleSlipSelection,
  sampleSport,
} from './testing/samples';

const at = '2026-11-21T18:00:00.000Z';
const money = { value: 1000, currency: 'EUR', subunits: 2 };

const outright = {
  id: 9,
  name: 'Premier League winner',
  parent: null,
  competitors: [],
  start_time: at,
  end_date: at,
  status: 0,
  markets: [],
};

const jackpot = {
  id: 1,
  name: 'Mega',
  amount: 100000,
  pool_amount: 500000,
  hits_amount: 2,
  currency: 'EUR',
  currency_subunits: 2,
  levels: [{ name: 'Gold', pool_amount: 1000, state: 'active' }],
};

const jackpotHit = {
  id: 1,
  jackpot_id: 1,
  jackpotId: 1,
  amount: 5000,
  amount_eur: 5000,
  created_at: at,
  currency: 'EUR',
  level: { code: 'gold', name: 'Gold' },
  jackpot_name: 'Mega',
  status: 'paid',
  user_hash: 'ab12',
  seen: false,
};

const limit = {
  id: 1,
  type: 'reality_check',
  status: 'active',
  strategy: null,
  period: '30m',
  parent_type: null,
  disable_at: null,
  created_at: at,
  confirm_until: null,
  value: 30,
};

/** Every schema with one sample it must accept and one it must refuse (and why the second is wrong). */
const cases: SampleCase[] = [
  ['Sport', contract.Sport, sampleSport, { ...sampleSport, type: 'virtual' }, 'unknown sport kind'],
  [
    'Category',
    contract.Category,
    sampleCategory,
    { ...sampleCategory, country_code: 'GBR' },
    'three-letter country code',
  ],
  ['League', contract.League, sampleLeague, { ...sampleLeague, slug: 'Premier League' }, 'slug with spaces'],
  [
    'Outcome',
    contract.Outcome,
    sampleMarket.outcomes[0],
    { ...sampleMarket.outcomes[0], odds: 1 },
    'odds of 1',
  ],
  [
    'Market',
    contract.Market,
    sampleMarket,
    { ...sampleMarket, status: 2 },
    'status outside 1, -1, 0, -2, -3, -4',
  ],
  ['Match', contract.Match, sampleMatch, { ...sampleMatch, status: 6 }, 'status outside 0–5'],
  [
    'MatchListItem',
    contract.MatchListItem,
    { ...sampleMatch, matchId: 1001, availableMarketsCount: 120 },
    sampleMatch,
    'no matchId',
  ],
  [
    'Match (race)',
    contract.Match,
    sampleRaceMatch,
    { ...sampleRaceMatch, race: { ...sampleRaceMatch.race, going: 'muddy' } },
    'unknown going',
  ],
  [
    'Match (draw)',
    contract.Match,
    sampleDrawMatch,
    { ...sampleDrawMatch, draw: { ...sampleDrawMatch.draw, numbers: [0] } },
    'ball number 0',
  ],
  ['Outright', contract.Outright, outright, { ...outright, start_time: 'soon' }, 'start time not a date'],
  [
    'Counters',
    contract.Counters,
    {
      live: 3,
      sports: [{ id: 1, live: 3, gamesCount: 40, outrightsCount: 2 }],
      categories: [],
      tournaments: [],
    },
    { live: -1, sports: [], categories: [], tournaments: [] },
    'negative count',
  ],
  [
    'Pagination',
    contract.Pagination,
    { total: 14, page: 1, limit: 500, last_page: 1 },
    { total: 14, page: 0, limit: 500, last_page: 1 },
    'page 0',
  ],
  ['Money', contract.Money, money, { ...money, value: 10.5 }, 'fractional minor units'],
  ['Bet', contract.Bet, sampleBet, { ...sampleBet, selections: [] }, 'no selections'],
  ['BetStatus', contract.BetStatus, 'cashout_in_progress', 'pending', 'unknown status'],
  ['BetResult', contract.BetResult, 'refund_half_win_other', 'won', 'unknown result'],
  ['BetFilter', contract.BetFilter, 'settled', 'closed', 'unknown filter'],
  ['ResultFilter', contract.ResultFilter, 'refund', 'draw', 'unknown filter'],
  [
    'PlaceBetsRequest',
    contract.PlaceBetsRequest,
    samplePlaceBetsRequest,
    { ...samplePlaceBetsRequest, bets: [] },
    'no bets',
  ],
  [
    'PlaceBetItem (system)',
    contract.PlaceBetItem,
    { ...samplePlaceBetsRequest.bets[0], system_id: '2/3' },
    { ...samplePlaceBetsRequest.bets[0], system_id: 'two of three' },
    'malformed system id',
  ],
  [
    'CashoutRequest',
    contract.CashoutRequest,
    { bet_id: 5001, to_cashout: { value: 1350, currency: 'EUR' } },
    { bet_id: 5001 },
    'no offer',
  ],
  [
    'ShareCode',
    contract.ShareCode,
    { code: 'AB12CD34', url: 'http://localhost:3000/?betcode=AB12CD34' },
    { code: 'ab', url: 'x' },
    'short code, bad url',
  ],
  [
    'SlipSelection',
    contract.SlipSelection,
    sampleSlipSelection,
    { ...sampleSlipSelection, matchStatus: 9 },
    'unknown match status',
  ],
  ['SlipBet', contract.SlipBet, sampleSlipBet, { ...sampleSlipBet, stake: -1 }, 'negative stake'],
  ['TicketStateName', contract.TicketStateName, 'ODDS_CHANGED', 'WAITING', 'unknown ticket state'],
  [
    'TicketError',
    contract.TicketError,
    {
      messagesByBet: { '1': 'Odds changed' },
      message: 'error.place_bets.invalid_odds',
      payload: {},
      isWrongOddsError: true,
      code: 101,
    },
    { messagesByBet: {}, message: 'x', payload: {}, isWrongOddsError: 'yes', code: 101 },
    'flag not a boolean',
  ],
  ['QuickBet', contract.QuickBet, {}, { stake: -5 }, 'negative stake'],
  [
    'BetAnalyticsRecord',
    contract.BetAnalyticsRecord,
    { transactionId: '5001', contentIds: ['1001'], amount: 10 },
    { transactionId: '', contentIds: [], amount: 10 },
    'empty ids',
  ],
  [
    'Settings',
    contract.Settings,
    sampleSettings,
    { ...sampleSettings, auto_accept_odds_change: 'lower' },
    'unknown accept mode',
  ],
  [
    'UpdateSettingsRequest',
    contract.UpdateSettingsRequest,
    { odds_type: 'american' },
    { odds_type: 'roman' },
    'unknown odds type',
  ],
  ['OddsType', contract.OddsType, 'percent', 'decimal', 'unknown odds type'],
  ['BonusState', contract.BonusState, 'overridden', 'used', 'unknown bonus state'],
  ['BonusType', contract.BonusType, 'lootbox', 'cashback', 'unknown bonus type'],
  [
    'Jackpot',
    contract.Jackpot,
    jackpot,
    { ...jackpot, levels: [{ name: 'Gold', pool_amount: 1000, state: 'on' }] },
    'unknown level state',
  ],
  [
    'JackpotHit',
    contract.JackpotHit,
    jackpotHit,
    { ...jackpotHit, status: 'pending' },
    'hit status neither approved nor paid',
  ],
  [
    'LeaderboardRow',
    contract.LeaderboardRow,
    {
      position: 1,
      current_user: true,
      email: 'd***@sandbox.example',
      farmed_amount: 100,
      currency_code: 'EUR',
      farmed_freebets_count: 1,
    },
    {
      position: 0,
      current_user: true,
      email: '',
      farmed_amount: 100,
      currency_code: 'EUR',
      farmed_freebets_count: 1,
    },
    'position 0',
  ],
  [
    'Profile',
    contract.Profile,
    sampleProfile,
    { ...sampleProfile, email: 'not-an-email' },
    'malformed email',
  ],
  ['AuthStatus', contract.AuthStatus, 'pending', 'guest', 'unknown auth state'],
  [
    'Account',
    contract.Account,
    { currency: 'BTC', subunits: 8, fiat: false, balance: 150000, locked: 0, active: true },
    { currency: 'btc', subunits: 8, fiat: false, balance: 1, locked: 0, active: true },
    'lowercase currency',
  ],
  [
    'Phone',
    contract.Phone,
    {
      number: '+4915112345678',
      country: 'DE',
      verified: false,
      resend_timeout: 60,
      sms_limit_reached: false,
    },
    { number: null, country: null, verified: 'no', resend_timeout: 0, sms_limit_reached: false },
    'verified not a boolean',
  ],
  ['Limit', contract.Limit, limit, { ...limit, type: 'sleep' }, 'unknown limit type'],
  ['LimitStatus', contract.LimitStatus, 'unconfirmed_disabled', 'paused', 'unknown limit status'],
  [
    'Notification',
    contract.Notification,
    {
      id: 1,
      title: 'Bet won',
      body: 'You won €12.00',
      caption: null,
      type: 'bet',
      object_type: 'bet',
      read: false,
      created_at: at,
    },
    {
      id: 1,
      title: 'x',
      body: 'y',
      caption: null,
      type: 'promo',
      object_type: null,
      read: false,
      created_at: at,
    },
    'unknown kind',
  ],
  [
    'SiteDocument',
    contract.SiteDocument,
    sampleSiteDocument,
    { ...sampleSiteDocument, config: { ...sampleSiteDocument.config, locales: [] } },
    'no locales',
  ],
  [
    'ContentBlock',
    contract.ContentBlock,
    { type: 'live_events', id: 'live', sport_key: 'football' },
    { type: 'carousel', id: 'x' },
    'unknown block type',
  ],
  [
    'HeaderItem',
    contract.HeaderItem,
    { type: 'menu_item', label: 'Live', href: '/live', audience: 'NOT_LOGGED_IN' },
    { type: 'menu_item', label: 'Live', href: '/live', audience: 'ADMINS' },
    'unknown audience',
  ],
  ['FeatureFlags', contract.FeatureFlags, { rtl_view: true }, { rtl_view: 'on' }, 'flag not a boolean'],
  [
    'ApiErrorBody',
    contract.ApiErrorBody,
    { code: 'not_found', message: 'No route', localized_message: 'Not found', details: {} },
    { code: 'not_found', message: 'No route' },
    'no localized_message',
  ],
  [
    'PlaceBetsErrorDetails',
    contract.PlaceBetsErrorDetails,
    {
      code: 101,
      message_key: 'error.place_bets.invalid_odds',
      errors_by_bet: [{ bet_index: 0, code: 101, localized_message: 'The odds changed' }],
      details: {},
    },
    {
      code: 101,
      message_key: 'error.place_bets.invalid_odds',
      errors_by_bet: [{ bet_index: -1, code: 101, localized_message: 'x' }],
      details: {},
    },
    'negative bet index',
  ],
  [
    'RealtimeEvent',
    contract.RealtimeEvent,
    { event_name: 'unread_counters_changed', message: { unread: 3 } },
    { event_name: 'goal_scored', message: {} },
    'unknown event',
  ],
  [
    'RealtimeEvent (markets)',
    contract.RealtimeEvent,
    {
      event_name: 'markets_changed',
      message: { match: { id: 1001, urn_id: 'sr:match:1001' }, markets: [sampleMarket] },
    },
    { event_name: 'markets_changed', message: { match: { id: 1001 } } },
    'no markets',
  ],
  [
    'EmbedOutboundMessage',
    contract.EmbedOutboundMessage,
    { type: 'sportsbook:page-size-changed', payload: { width: 1280, height: 2000 } },
    { type: 'page-size-changed', payload: { width: 1280, height: 2000 } },
    'missing product prefix',
  ],
  [
    'EmbedInboundMessage',
    contract.EmbedInboundMessage,
    { type: 'sportsbook:navigate', payload: { path: '/live' } },
    { type: 'sportsbook:navigate', payload: { path: 'http://evil.example' } },
    'navigation off the site',
  ],
  [
    'AuthFormMessage',
    contract.AuthFormMessage,
    { type: 'sportsbook:auth-success', payload: { form: 'sign-in' } },
    { type: 'sportsbook:auth-success', payload: { form: 'admin' } },
    'unknown form',
  ],
];

describeSamples('contract schemas', cases);

describe('match status values', () => {
  it('numbers prematch 0, live 1, stopped 2, closed 3, finished 4, not covered 5', () => {
    expect(contract.MatchStatus).toEqual({
      prematch: 0,
      live: 1,
      stopped: 2,
      closed: 3,
      finished: 4,
      notCovered: 5,
    });
  });

  it('calls an event live only when its status is live', () => {
    expect(contract.isLiveStatus(1)).toBe(true);
    expect(contract.isLiveStatus(2)).toBe(false);
  });

  it('calls finished and closed events finished', () => {
    expect([0, 1, 2, 3, 4, 5].filter((status) => contract.isFinishedStatus(status as 0))).toEqual([3, 4]);
  });
});

describe('player helpers', () => {
  it('counts a player with an email or an auth phone as logged in', () => {
    expect(contract.isLoggedIn({ email: null, auth_phone_number: '+100' })).toBe(true);
    expect(contract.isLoggedIn({ email: null, auth_phone_number: null })).toBe(false);
  });

  it('falls back from full name to nickname, email and phone for the display name', () => {
    const none = { first_name: null, last_name: null, nickname: null, email: null, auth_phone_number: null };
    expect(contract.displayName({ ...none, first_name: 'Dana', last_name: 'Demo', nickname: 'dd' })).toBe(
      'Dana Demo',
    );
    expect(contract.displayName({ ...none, nickname: 'dd', email: 'd@x.io' })).toBe('dd');
    expect(contract.displayName({ ...none, email: 'd@x.io', auth_phone_number: '+1' })).toBe('d@x.io');
    expect(contract.displayName({ ...none, auth_phone_number: '+1' })).toBe('+1');
  });
});

describe('place-bet errors', () => {
  it('maps INVALID_ODDS (101) and INVALID_ODDS_CUSTOM_BET (120) to their message keys, else the default', () => {
    expect(contract.placeBetMessageKey(101)).toBe('error.place_bets.invalid_odds');
    expect(contract.placeBetMessageKey(120)).toBe('error.place_bets.invalid_odds_custom_bet');
    expect(contract.placeBetMessageKey(118)).toBe('error.place_bets.default');
    expect(contract.placeBetMessageKey(105, 'error.place_bets.stake_too_high')).toBe(
      'error.place_bets.stake_too_high',
    );
  });

  it('treats INVALID_ODDS and the risk-validation odds keys as wrong odds', () => {
    expect(contract.isWrongOddsError(101, null)).toBe(true);
    expect(contract.isWrongOddsError(999, 'error.risk_validation.odds_to_low')).toBe(true);
    expect(contract.isWrongOddsError(105, 'error.place_bets.stake_too_high')).toBe(false);
  });
});

describe('real-time channels', () => {
  it('names the public, match and private channels', () => {
    expect(contract.publicUpdatesChannel('en')).toBe('public:en.updates');
    expect(contract.matchUpdatesChannel('de', 1001)).toBe('public:de.updates.match.1001');
    expect(contract.privateUserChannel('en', 42)).toBe('$private:en.platform_user.42');
  });

  it('maps the br locale to pt', () => {
    expect(contract.publicUpdatesChannel('br')).toBe('public:pt.updates');
    expect(contract.privateUserChannel('br', 7)).toBe('$private:pt.platform_user.7');
  });
});

describe('navigation audiences', () => {
  it('shows ALL to everyone and the others to their audience only', () => {
    expect(contract.isVisibleTo('ALL', false)).toBe(true);
    expect(contract.isVisibleTo('LOGGED_IN', false)).toBe(false);
    expect(contract.isVisibleTo('LOGGED_IN', true)).toBe(true);
    expect(contract.isVisibleTo('NOT_LOGGED_IN', true)).toBe(false);
  });
});
