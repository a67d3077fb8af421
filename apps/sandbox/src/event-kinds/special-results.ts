import { raceMarketIds } from '@sportsbook/contract';
import { DrawMarketType } from '../feed/lotteries/draw-markets';
import type { OutcomeResultValue } from '../sportsbook/catalogue/settlement';

/** What settling a race needs: the finishing order (non-runners left out) and who was withdrawn. */
export interface RaceOutcome {
  finishingOrder: readonly number[];
  nonRunners: ReadonlySet<number>;
}

const decided = (won: boolean): OutcomeResultValue => (won ? 'won' : 'lost');

/** The places a Place line pays, from its specifier (`places=3`); one when it names none. */
function placesOf(specifier: string): number {
  const places = /(?:^|\|)places=(\d+)/.exec(specifier);
  return places ? Number(places[1]) : 1;
}

/**
 * How a race outcome settled (issue 17): a bet naming a non-runner is void (its stake returned); Win pays the
 * winner, Place the runners within the places paid, a straight forecast (first × 100 + second) the first two
 * in that order.
 */
export function raceOutcomeResult(
  race: RaceOutcome,
  line: { marketId: number; specifier: string; outcomeId: number },
): OutcomeResultValue {
  const { finishingOrder: order, nonRunners } = race;
  if (line.marketId === raceMarketIds.forecast) {
    const first = Math.floor(line.outcomeId / 100);
    const second = line.outcomeId % 100;
    if (nonRunners.has(first) || nonRunners.has(second)) return 'void';
    return decided(order[0] === first && order[1] === second);
  }
  if (nonRunners.has(line.outcomeId)) return 'void';
  if (line.marketId === raceMarketIds.place)
    return decided(order.slice(0, placesOf(line.specifier)).includes(line.outcomeId));
  if (line.marketId === raceMarketIds.win) return decided(order[0] === line.outcomeId);
  return 'void';
}

/**
 * How a draw outcome settled from the balls drawn (issue 17): first ball odd (1) or even (2), the sum over (1)
 * or under (2) the line, a number drawn (1) or not (2). A line the book never offered is void.
 */
export function drawOutcomeResult(
  numbers: readonly number[],
  line: { marketId: number; specifier: string; outcomeId: number },
): OutcomeResultValue {
  const pick = (yes: boolean) => decided(line.outcomeId === (yes ? 1 : 2));
  if (line.marketId === DrawMarketType.firstBall && numbers.length > 0) return pick(numbers[0]! % 2 === 1);
  const total = /^total=(\d+(?:\.5)?)$/.exec(line.specifier);
  if (line.marketId === DrawMarketType.sumOfBalls && total)
    return pick(numbers.reduce((sum, ball) => sum + ball, 0) > Number(total[1]));
  const number = /^number=(\d+)$/.exec(line.specifier);
  if (line.marketId === DrawMarketType.numberDrawn && number)
    return pick(numbers.includes(Number(number[1])));
  return 'void';
}

/** How an outright outcome settled: won when it is among the market's winners, else lost. */
export function outrightOutcomeResult(winners: readonly number[], outcomeId: number): OutcomeResultValue {
  return decided(winners.includes(outcomeId));
}
