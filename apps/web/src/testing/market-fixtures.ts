import type { Market } from '@sportsbook/contract';

/** A 1X2 market of match 7 with the given odds (status 1: open). */
export function sampleMarket(odds: number[], status: Market['status'] = 1): Market {
  return {
    match_urn_id: 'sr:match:7',
    id: 1,
    name: '1X2',
    status,
    specifier: '',
    outcomes: odds.map((value, index) => ({
      id: index + 1,
      name: ['Home', 'Draw', 'Away'][index] ?? `O${index}`,
      active: true,
      odds: value,
    })),
    market_groups: [{ groupKey: 'main' }],
    priority: 0,
    most_balanced: true,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'sandbox',
  };
}
