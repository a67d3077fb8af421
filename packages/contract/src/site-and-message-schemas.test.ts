import * as contract from './index';
import { describeSamples } from './testing/describe-samples';
import type { SampleCase } from './testing/describe-samples';
import { sampleMarket, sampleSiteDocument } from './testing/samples';

/** Site documents, error bodies, real-time events and embed messages, each with a sample it must accept and one it must refuse (and why). */
const cases: SampleCase[] = [
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
    'EmbedInboundMessage (protocol-relative navigation)',
    contract.EmbedInboundMessage,
    { type: 'sportsbook:navigate', payload: { path: '/en/live?sport=football#top' } },
    { type: 'sportsbook:navigate', payload: { path: '//evil.example/phish' } },
    'a path that names another host',
  ],
  [
    'EmbedOutboundMessage (bet slip)',
    contract.EmbedOutboundMessage,
    {
      type: 'sportsbook:bet-slip-state-changed',
      payload: {
        open: true,
        selections: 0,
        state: 'SUCCESS',
        placed: [{ id: 7, ref: 'B-7', stake: { value: 1000, currency: 'EUR', subunits: 2 } }],
      },
    },
    {
      type: 'sportsbook:bet-slip-state-changed',
      payload: { open: true, selections: 0, state: 'SUCCESS', placed: [{ id: 7, ref: 'B-7', stake: 10 }] },
    },
    'a stake that is not money in minor units',
  ],
  [
    'EmbedInboundMessage (listening)',
    contract.EmbedInboundMessage,
    { type: 'sportsbook:listening', payload: { types: ['sportsbook:deposit'] } },
    { type: 'sportsbook:listening', payload: { types: ['deposit'] } },
    'a message type without the product prefix',
  ],
  [
    'AuthFormMessage',
    contract.AuthFormMessage,
    { type: 'sportsbook:auth-success', payload: { form: 'sign-in' } },
    { type: 'sportsbook:auth-success', payload: { form: 'admin' } },
    'unknown form',
  ],
];

describeSamples('site and message schemas', cases);
