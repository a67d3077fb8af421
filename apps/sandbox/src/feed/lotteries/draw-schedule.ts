import type { MatchStatusValue } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import { createRandom } from '../random';
import { lotteries } from './lottery-data';
import type { LotterySeed } from './lottery-data';

/** Draw ids are `DRAW_ID_BASE + lottery index × 10^7 + slot`: stable whatever window is generated. */
export const DRAW_ID_BASE = 400_000_000;
/** Seconds between two balls of a draw: a draw is live for `drawn × BALL_INTERVAL_MS`. */
export const BALL_INTERVAL_MS = 4_000;
/** Draws listed on either side of now, per lottery. */
const PAST_DRAWS = 6;
const NEXT_DRAWS = 24;

/** One draw of a lottery: a Match of type `draw`. */
export interface WorldDraw {
  id: number;
  lottery: LotterySeed;
  lotteryIndex: number;
  /** The draw's place in the lottery's schedule, counted from the epoch. */
  slot: number;
  drawsAt: number;
  /** The balls this draw will produce, in order, decided from the seed. */
  numbers: number[];
}

function makeDraw(seed: number, lotteryIndex: number, slot: number): WorldDraw {
  const lottery = lotteries[lotteryIndex]!;
  const random = createRandom(
    (seed ^ Math.imul(lotteryIndex + 1, 0x85ebca6b) ^ Math.imul(slot, 0xc2b2ae35)) >>> 0,
  );
  const balls = Array.from({ length: lottery.pool }, (_, index) => index + 1);
  for (let index = 0; index < lottery.drawn; index += 1) {
    const swap = random.int(index, balls.length - 1);
    [balls[index], balls[swap]] = [balls[swap]!, balls[index]!];
  }
  return {
    id: DRAW_ID_BASE + lotteryIndex * 10_000_000 + (slot % 10_000_000),
    lottery,
    lotteryIndex,
    slot,
    drawsAt: (slot * lottery.intervalMinutes + lottery.offsetMinutes) * 60_000,
    numbers: balls.slice(0, lottery.drawn),
  };
}

/**
 * The draws of every lottery around `now`: the last few and the next 24 of each. Each draw and its balls are a
 * function of the seed, the lottery and the slot alone, so the schedule rolls forward with the clock and never
 * runs dry, and the same seed always draws the same numbers.
 */
export function drawsAround(seed: number, now: number): WorldDraw[] {
  const draws: WorldDraw[] = [];
  lotteries.forEach((lottery, lotteryIndex) => {
    const interval = lottery.intervalMinutes * 60_000;
    const current = Math.floor((now - lottery.offsetMinutes * 60_000) / interval);
    for (let slot = current - PAST_DRAWS + 1; slot <= current + NEXT_DRAWS; slot += 1)
      draws.push(makeDraw(seed, lotteryIndex, slot));
  });
  return draws.sort((a, b) => a.drawsAt - b.drawsAt || a.id - b.id);
}

/** Where a draw stands: before the draw, balls coming out (and how many so far), or drawn. */
export function drawStatus(draw: WorldDraw, now: number): { status: MatchStatusValue; ballsOut: number } {
  const elapsed = now - draw.drawsAt;
  if (elapsed < 0) return { status: MatchStatus.prematch, ballsOut: 0 };
  const ballsOut = Math.min(draw.lottery.drawn, Math.floor(elapsed / BALL_INTERVAL_MS));
  if (ballsOut < draw.lottery.drawn) return { status: MatchStatus.live, ballsOut };
  return { status: MatchStatus.finished, ballsOut };
}
