// Valid samples of the contract's main shapes, for tests in every workspace (a valid Match, Market, Bet …).
import type { z } from 'zod';
import type { Bet } from '../bets/bet';
import type { PlaceBetsRequest } from '../bets/place-bets';
import type { SlipBet, SlipSelection } from '../bets/slip';
import type { Market } from '../catalogue/market';
import type { Match } from '../catalogue/match';
import type { Sport } from '../catalogue/sport';
import type { ExchangeRates } from '../common/exchange-rates';
import type { Profile } from '../player/player';
import type { Settings } from '../settings/settings';
import type { SiteDocument } from '../site/site-document';

const at = '2026-11-21T18:00:00.000Z';

export const sampleSport: Sport = {
  id: 1,
  urn_id: 'sr:sport:1',
  key: 'football',
  name: 'Football',
  priority: 100,
  type: 'regular',
  provider: 'betradar',
};

const sportRef = { id: 1, key: 'football', name: 'Football', type: 'regular' as const };

export const sampleCategory = {
  id: 10,
  slug: 'england',
  name: 'England',
  priority: 90,
  country_code: 'GB',
  sport: sportRef,
};

export const sampleLeague = {
  id: 100,
  urn_id: 'sr:tournament:17',
  slug: 'premier-league',
  name: 'Premier League',
  priority: 100,
  priority_overrides: { home: 200 },
  category: { id: 10, slug: 'england', name: 'England', country_code: 'GB' },
  sport: sportRef,
  main_market_outcomes_count: 3,
  secondary_market_outcomes_count: 2,
};

export const sampleMarket: Market = {
  match_urn_id: 'sr:match:1001',
  id: 1,
  name: '1X2',
  status: 1,
  specifier: '',
  outcomes: [
    { id: 1, name: 'Arsenal', active: true, odds: 2.1 },
    { id: 2, name: 'Draw', active: true, odds: 3.4 },
    { id: 3, name: 'Chelsea', active: true, odds: 3.6 },
  ],
  market_groups: [{ groupKey: 'main' }],
  priority: 1,
  most_balanced: true,
  next_bet_stop: null,
  custom_bet_groups: ['main'],
  provider: 'betradar',
};

export const sampleMatch: Match = {
  id: 1001,
  urn_id: 'sr:match:1001',
  slug: 'arsenal-chelsea-1001',
  type: 'match',
  tournament: { id: 100, slug: 'premier-league', name: 'Premier League', sport: sportRef },
  status: 1,
  stage: '2nd_half',
  start_time: at,
  competitors: { home: { id: 1, name: 'Arsenal', logo: null }, away: { id: 2, name: 'Chelsea', logo: null } },
  stadium: 'Emirates Stadium',
  city: 'London',
  statistics: {
    clock: { match_time: '67:12', stoppage_time: null, remaining_time: null, stopped: false, updated_at: at },
    total_score: { home: 1, away: 0 },
    game_score: null,
    current_server: null,
    period_scores: [{ home: 1, away: 0, period_key: '1st_half', name: '1st half', number: 1, type: 'half' }],
    max_period_number: 2,
  },
  available_markets_count: 120,
  main_market: sampleMarket,
  secondary_market: null,
  top_markets_count: 8,
  has_video: true,
  provider: 'betradar',
};

/** A race: a Match of type `race` with its card (home is the track, away the race name). */
export const sampleRaceMatch: Match = {
  ...sampleMatch,
  id: 500001,
  urn_id: 'sr:stage:500001',
  slug: 'ascot-1430-500001',
  type: 'race',
  status: 0,
  stage: null,
  competitors: {
    home: { id: 90001, name: 'Ascot', logo: null },
    away: { id: 500001, name: 'Royal Windsor Handicap', logo: null },
  },
  statistics: { ...sampleMatch.statistics, clock: null, total_score: null, period_scores: [] },
  race: {
    track: 'Ascot',
    distance_m: 1609,
    going: 'good to soft',
    race_class: 2,
    kind: 'flat',
    runners: [
      {
        number: 1,
        name: 'Silver Harbour',
        jockey: 'T. Marquand',
        trainer: 'A. Balding',
        age: 4,
        weight_kg: 60.5,
        form: '1-3-2P',
        draw: 5,
        silk: { body: '#1f3a93', sleeves: '#ffffff', cap: '#c0392b', pattern: 'hoops' },
        non_runner: false,
      },
    ],
    each_way: { places: 3, fraction: '1/5' },
    result: null,
  },
};

/** A lottery draw: a Match of type `draw` (home is the lottery, away the draw). */
export const sampleDrawMatch: Match = {
  ...sampleRaceMatch,
  id: 600001,
  urn_id: 'sr:draw:600001',
  slug: 'lotto-6-49-draw-600001',
  type: 'draw',
  competitors: {
    home: { id: 91001, name: 'Lotto 6/49', logo: null },
    away: { id: 600001, name: 'Draw 600001', logo: null },
  },
  race: null,
  draw: { pool: 49, drawn: 6, numbers: null, draws_at: at },
};

export const sampleBet: Bet = {
  id: 5001,
  ref: 'B-7QK2M',
  type: 'combo',
  status: 'waiting_results',
  created_at: at,
  result: 'no_results',
  is_vip: false,
  stake: { value: 1000, currency: 'EUR', subunits: 2 },
  win_amount: null,
  odds: 4.2,
  selections: [
    {
      id: 1,
      status: 'open',
      market: { id: 1, name: '1X2' },
      outcome: { id: 1, name: 'Arsenal' },
      odds: 2.1,
      match: {
        id: 1001,
        urn_id: 'sr:match:1001',
        slug: 'arsenal-chelsea-1001',
        name: 'Arsenal – Chelsea',
        start_time: at,
        status: 1,
        sport_key: 'football',
      },
      specifier: '',
    },
  ],
  to_cashout: { value: 1350, currency: 'EUR', subunits: 2 },
  bonus: null,
  system: null,
  used_in_jackpot: false,
};

export const samplePlaceBetsRequest: PlaceBetsRequest = {
  meta: { device_id: 'device-0001', quick: false, type: 'single', request_key: 'req-00000001' },
  bets: [
    {
      stake: { value: 500, currency: 'EUR' },
      selections: [{ match_id: 1001, market_id: 1, specifier: '', outcome_id: 1, odds: 2.1 }],
    },
  ],
};

export const sampleSlipSelection: SlipSelection = {
  id: '1001|1|1|',
  type: 'regular',
  matchId: 1001,
  matchUrnId: 'sr:match:1001',
  matchSlug: 'arsenal-chelsea-1001',
  matchStatus: 0,
  marketId: 1,
  marketName: '1X2',
  marketGroup: 'main',
  specifier: '',
  outcomeId: 1,
  outcomeName: 'Arsenal',
  odds: 2.1,
  acceptedOdds: 2.1,
  initialOdds: 2.1,
  active: true,
  isSuspended: false,
  isChanged: false,
  isNotAvailable: false,
  provider: 'betradar',
  sportKey: 'football',
  nameA: 'Arsenal',
  nameB: 'Chelsea',
  categoryName: 'England',
};

export const sampleSlipBet: SlipBet = {
  betType: 'single',
  stake: 500,
  currency: 'EUR',
  subunits: 2,
  stakeSource: 'stake',
  wantedWin: null,
  selections: [sampleSlipSelection],
  systemType: null,
  customOdds: null,
  bonus: null,
  availableBonuses: [],
  freebetStake: null,
  betId: null,
  status: null,
  isVip: false,
  jackpots: [],
};

export const sampleProfile: Profile = {
  id: 42,
  email: 'demo@sandbox.example',
  mobile_phone: null,
  auth_phone_number: null,
  first_name: 'Dana',
  last_name: 'Demo',
  nickname: null,
  language: 'en',
  currency: 'EUR',
  auth_fields_missed: [],
  statuses: [{ id: 1 }],
};

export const sampleSettings: Settings = {
  custom_bet_allow_single: false,
  custom_bet_enabled: true,
  stakes: [500, 1000, 2500, 5000],
  stake_limits: { currency: 'EUR', min_stake: 10, max_stake: 1_000_000 },
  auto_accept_odds_change: 'higher',
  odds_types: { available: ['european', 'british', 'american'], selected: 'european' },
  activeOddsType: 'european',
  updated_at: at,
  video_settings: { enabled: true },
  provider_statuses: { betradar: 1 },
  providerStatuses: { betradar: 1 },
  sport_type_providers: { regular: ['betradar'], cyber: ['oddin'] },
  multiSingleAvailableByProvider: { betradar: true },
  mixedProvidersAllowed: false,
  providersWithoutSystem: [],
  isHorseRacingEnabled: true,
  isLotteryEnabled: true,
  one_signal_push_notification_subscription: null,
};

export const sampleSiteDocument: z.input<typeof SiteDocument> = {
  config: {
    id: 'default',
    name: 'Sandbox Sportsbook',
    logo: { src: '/brand/logo.svg', alt: 'Sandbox Sportsbook', width: 200, height: 28 },
    locales: [
      { code: 'en', nameInLocale: 'English' },
      { code: 'de', nameInLocale: 'Deutsch' },
    ],
    header: [{ type: 'brand_logo' }, { type: 'profile', audience: 'LOGGED_IN' }],
    pages: {
      home: [
        { type: 'top_events', id: 'top' },
        { type: 'label', id: 'l1', text: 'Today' },
      ],
    },
  },
  feature_flags: {
    quick_deposit: false,
    activity_tracking: false,
    jackpots: true,
    responsible_gambling: true,
    sign_up_preloader: false,
    custom_sport_type_providers: false,
    rtl_view: true,
  },
};

/** A rate table quoted against euros, with a fiat currency without minor units and a crypto one with eight. */
export const sampleExchangeRates: ExchangeRates = {
  base: 'EUR',
  as_of: at,
  rates: [
    { currency: 'EUR', subunits: 2, rate: 1 },
    { currency: 'USD', subunits: 2, rate: 1.08 },
    { currency: 'JPY', subunits: 0, rate: 162 },
    { currency: 'BTC', subunits: 8, rate: 0.000016 },
  ],
};
