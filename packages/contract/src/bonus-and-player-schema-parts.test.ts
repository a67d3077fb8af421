import * as contract from './index';
import { describeSamples } from './testing/describe-samples';
import type { SampleCase } from './testing/describe-samples';
import { sampleSiteDocument } from './testing/samples';

const at = '2026-11-21T18:00:00.000Z';

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
  valid_to: at,
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
  valid_from: at,
  valid_to: at,
  promotion_status: 'active',
  description: 'Farm points with bets',
  banners: { desktop: null, mobile: null },
  pool_amount: null,
  currency: 'EUR',
  currency_subunits: 2,
  boost_multiplier: null,
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
  name: 'Acca boost',
  validTo: at,
  freebetType: null,
  reason: null,
  unsuitableSelections: [{ selection: '1001|1|1|', reason: 'odds_below_minimum' }],
};

const statusGroup = {
  id: 1,
  name: 'Silver',
  status_ids: [2, 3],
  condition: { min: 100, max: null, writeable: false, status: 'silver' },
};

/** Slip, bonus and player building blocks: one sample each must accept and one each must refuse (and why). */
const cases: SampleCase[] = [
  ['TicketTab', contract.TicketTab, 'MY_BETS', 'HISTORY', 'unknown tab'],
  ['StakeSource', contract.StakeSource, 'potential_win', 'max', 'unknown source'],
  ['SlipBonusKind', contract.SlipBonusKind, 'lootbox', 'jackpot', 'jackpot is no slip bonus'],
  ['FreebetVariant', contract.FreebetVariant, 'freebet_only_win', 'freebet', 'unknown variant'],
  ['BetBonusOffer', contract.BetBonusOffer, betBonusOffer, { ...betBonusOffer, bonusType: 'x' }, 'bad type'],
  [
    'BonusUnfitReason',
    contract.BonusUnfitReason,
    'live_not_allowed',
    'too_bad',
    'not a reason the slip can say',
  ],
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
    'RefusedChannel',
    contract.RefusedChannel,
    { channel: '$private:en.platform_user.7', error: { code: 103, message: 'permission denied' } },
    { channel: '$private:en.platform_user.7', error: { message: 'permission denied' } },
    'no code',
  ],
  [
    'MatchVideo',
    contract.MatchVideo,
    { url: 'http://localhost:4200/fe-api/tracker/1001', type: 'iframe', provider: 'sandbox-tracker' },
    { url: 'http://localhost:4200/fe-api/tracker/1001', type: 'flash', provider: 'sandbox-tracker' },
    'unknown video type',
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
  [
    'MatchStatisticsView',
    contract.MatchStatisticsView,
    {
      type: 'timeline',
      data: {
        minutes_played: 23,
        events: [
          { minute: 12, type: 'goal', side: 'home', player: 'A. Jensen', score: { home: 1, away: 0 } },
        ],
        periods: [],
      },
    },
    {
      type: 'timeline',
      data: { minutes_played: 23, events: [{ minute: 12, type: 'corner', side: 'home' }] },
    },
    'an event type the timeline does not know',
  ],
  ['FavouriteType', contract.FavouriteType, 'tournaments', 'players', 'unknown favourite type'],
  ['Audience', contract.Audience, 'NOT_LOGGED_IN', 'GUEST', 'unknown audience'],
];

describeSamples('bonus and player building blocks', cases);
