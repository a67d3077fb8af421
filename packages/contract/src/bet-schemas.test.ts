import * as contract from './index';
import { describeSamples } from './testing/describe-samples';
import type { SampleCase } from './testing/describe-samples';
import {
  sampleBet,
  samplePlaceBetsRequest,
  sampleSettings,
  sampleSlipBet,
  sampleSlipSelection,
} from './testing/samples';

const money = { value: 1000, currency: 'EUR', subunits: 2 };

/** Money, bets, the slip and settings schemas, each with a sample it must accept and one it must refuse (and why). */
const cases: SampleCase[] = [
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
];

describeSamples('bet schemas', cases);
