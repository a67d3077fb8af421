import type { Account, Profile, Settings } from '@sportsbook/contract';

/** A signed-in player's profile as the platform answers it (tests). */
export const profileFixture: Profile = {
  id: 7,
  email: 'demo@sandbox.test',
  mobile_phone: null,
  auth_phone_number: null,
  first_name: 'Dana',
  last_name: 'Demo',
  nickname: 'dd',
  language: 'en',
  currency: 'EUR',
  auth_fields_missed: [],
  statuses: [{ id: 2 }],
};

/** The player's accounts: EUR and BTC active, USD closed (tests). */
export const accountsFixture: Account[] = [
  { currency: 'EUR', subunits: 2, fiat: true, balance: 25000, locked: 0, active: true },
  { currency: 'BTC', subunits: 8, fiat: false, balance: 1250000, locked: 0, active: true },
  { currency: 'USD', subunits: 2, fiat: true, balance: 500, locked: 0, active: false },
];

/** Sportsbook settings with the British odds type chosen (tests). */
export const settingsFixture: Settings = {
  custom_bet_allow_single: false,
  custom_bet_enabled: true,
  stakes: [500, 1000],
  stake_limits: { currency: 'EUR', min_stake: 10, max_stake: 1_000_000 },
  auto_accept_odds_change: 'higher',
  odds_types: { available: ['european', 'british'], selected: 'british' },
  activeOddsType: 'british',
  updated_at: '2026-01-01T00:00:00Z',
  video_settings: { enabled: true },
  provider_statuses: {},
  providerStatuses: {},
  sport_type_providers: {},
  multiSingleAvailableByProvider: {},
  mixedProvidersAllowed: false,
  providersWithoutSystem: [],
  isHorseRacingEnabled: false,
  isLotteryEnabled: false,
  one_signal_push_notification_subscription: null,
};
