// Builders for the engine's tests: a selection, a market line, a context, and a ticket after a list of events.
import type { Bet, Market, MatchStatusValue, SlipSelection } from '@sportsbook/contract';
import type { TicketContext } from '../ticket/context';
import { ticketContext } from '../ticket/context';
import type { TicketEvent } from '../ticket/events';
import { ticketReducer } from '../ticket/reducer';
import { createSlipSelection } from '../ticket/slip-selection';
import { initialTicketState } from '../ticket/state';
import type { TicketState } from '../ticket/state';

/** The parts of a selection a test cares about; the rest gets plain defaults. */
export interface SelectionSpec {
  matchId: number;
  odds: number;
  marketId?: number;
  outcomeId?: number;
  specifier?: string;
  provider?: string;
  matchStatus?: MatchStatusValue;
  type?: 'regular' | 'custom';
  active?: boolean;
}

/** A slip selection of match `matchId` (market 1, outcome 1 unless told). */
export function selection(spec: SelectionSpec): SlipSelection {
  return createSlipSelection({
    type: spec.type ?? 'regular',
    matchId: spec.matchId,
    matchUrnId: `sr:match:${spec.matchId}`,
    matchSlug: `home-away-${spec.matchId}`,
    matchStatus: spec.matchStatus ?? 0,
    marketId: spec.marketId ?? 1,
    marketName: '1X2',
    marketGroup: 'main',
    specifier: spec.specifier ?? '',
    outcomeId: spec.outcomeId ?? 1,
    outcomeName: 'Home',
    odds: spec.odds,
    active: spec.active ?? true,
    provider: spec.provider ?? 'betradar',
    sportKey: 'football',
    nameA: 'Home',
    nameB: 'Away',
    categoryName: 'England',
  });
}

/** The market line a selection belongs to, with its outcome at `odds` (status 1, active unless told). */
export function marketOf(
  of: SlipSelection,
  outcome: { odds?: number; active?: boolean } | null,
  status: Market['status'] = 1,
): Market {
  return {
    match_urn_id: of.matchUrnId,
    id: of.marketId,
    name: of.marketName,
    status,
    specifier: of.specifier,
    outcomes:
      outcome === null
        ? []
        : [
            {
              id: of.outcomeId,
              name: of.outcomeName,
              active: outcome.active ?? true,
              odds: outcome.odds ?? of.odds,
            },
          ],
    market_groups: [{ groupKey: 'main' }],
    priority: 1,
    most_balanced: true,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: of.provider,
  };
}

/** A EUR context with no provider restrictions and no limits, unless told. */
export function context(overrides: Partial<TicketContext> = {}): TicketContext {
  return ticketContext({ currency: 'EUR', subunits: 2, ...overrides });
}

/** The ticket after `events`, from an empty slip unless a start is given. */
export function run(
  events: TicketEvent[],
  ctx: TicketContext = context(),
  start: TicketState = initialTicketState,
) {
  return events.reduce((state, event) => ticketReducer(state, event, ctx), start);
}

/** The events that put these selections on the slip, one tap each. */
export function taps(...selections: SlipSelection[]): TicketEvent[] {
  return selections.map((s) => ({ type: 'selectionToggled', selection: s }));
}

/** A placed bet as the server answers it (only its identity matters to the ticket). */
export function placedBet(id: number): Bet {
  return {
    id,
    ref: `B-${id}`,
    type: 'single',
    status: 'submitted',
    created_at: '2026-11-21T20:00:00+00:00',
    result: 'no_results',
    is_vip: false,
    stake: { value: 500, currency: 'EUR', subunits: 2 },
    win_amount: null,
    odds: 2,
    selections: [
      {
        id: 1,
        status: 'open',
        market: { id: 1, name: '1X2' },
        outcome: { id: 1, name: 'Home' },
        odds: 2,
        match: {
          id: 1,
          urn_id: 'sr:match:1',
          slug: 'home-away-1',
          name: 'Home – Away',
          start_time: '2026-11-21T21:00:00+00:00',
          status: 0,
          sport_key: 'football',
        },
        specifier: '',
      },
    ],
    to_cashout: null,
    bonus: null,
    system: null,
    used_in_jackpot: false,
  };
}

const silk = { body: '#112233', sleeves: '#445566', cap: '#778899', pattern: 'plain' } as const;

/** A selection on race `matchId` (off at `offTime`): Win (market 501) on one runner, or a forecast on two. */
export function raceSelection(
  matchId: number,
  runners: number[],
  odds: number,
  offTime: string,
): SlipSelection {
  const forecast = runners.length === 2;
  return {
    ...selection({
      matchId,
      odds,
      marketId: forecast ? 503 : 501,
      outcomeId: forecast ? runners[0]! * 100 + runners[1]! : runners[0]!,
    }),
    event: {
      kind: 'race',
      name: `Race ${matchId}`,
      offTime,
      runners: runners.map((number) => ({ number, name: `Horse ${number}`, silk })),
    },
  };
}
