import * as contract from './index';
import { describeSamples } from './testing/describe-samples';
import type { SampleCase } from './testing/describe-samples';
import { sampleProfile } from './testing/samples';

const at = '2026-11-21T18:00:00.000Z';

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

/** Player, bonus, jackpot and limit schemas, each with a sample it must accept and one it must refuse (and why). */
const cases: SampleCase[] = [
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
      object_id: 41,
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
      object_id: null,
      read: false,
      created_at: at,
    },
    'unknown kind',
  ],
];

describeSamples('player schemas', cases);
