import { forecastRunners } from '@sportsbook/betting';
import { raceMarketIds } from '@sportsbook/contract/refs';
import type { Market, Match, Outcome, Outright, SlipEventDetails, SlipRunner } from '@sportsbook/contract';

/** The event an outcome belongs to: a match (races and draws are Matches of their type) or an outright. */
export type SlipEventSource = Match | Outright;

/** Whether the event is an outright (SPEC §3 Non-match event) rather than a match, race or draw. */
export function isOutright(source: SlipEventSource): source is Outright {
  return 'end_date' in source;
}

/** The runners a race outcome names: the runner of a Win or Place, first and second of a forecast. */
function runnersOf(match: Match, market: Market, outcome: Outcome): SlipRunner[] {
  const numbers = market.id === raceMarketIds.forecast ? forecastRunners(outcome.id) : [outcome.id];
  const card = new Map((match.race?.runners ?? []).map((runner) => [runner.number, runner]));
  return numbers.flatMap((number) => {
    const runner = card.get(number);
    return runner ? [{ number, name: runner.name, silk: runner.silk }] : [];
  });
}

/**
 * What the slip shows of an event that is not a match (issue 17): an outright's name and end date, a race's
 * name, off time and the runners the outcome names (number, silk), a draw's name and draw time.
 */
export function slipEventDetails(
  source: SlipEventSource,
  market: Market,
  outcome: Outcome,
): SlipEventDetails | undefined {
  if (isOutright(source)) return { kind: 'outright', name: source.name, endDate: source.end_date };
  const name = `${source.competitors.home.name} · ${source.competitors.away.name}`;
  if (source.type === 'race') {
    const runners = runnersOf(source, market, outcome);
    if (runners.length === 0) return undefined;
    // Each-way is offered on a Win selection at the card's terms (the slip's each-way toggle).
    const terms = market.id === raceMarketIds.win ? source.race?.each_way : undefined;
    return { kind: 'race', name, offTime: source.start_time, runners, ...(terms ? { eachWay: terms } : {}) };
  }
  if (source.type === 'draw')
    return { kind: 'draw', name, drawTime: source.draw?.draws_at ?? source.start_time };
  return undefined;
}
