import { MatchStatus } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { BALL_INTERVAL_MS, drawStatus, drawsAround } from './draw-schedule';

const now = Date.UTC(2026, 10, 21, 18, 0);

describe('draw schedule', () => {
  it('draws the same balls for the same seed, and others for another seed', () => {
    expect(drawsAround(5, now)).toEqual(drawsAround(5, now));
    expect(drawsAround(6, now)[0]!.numbers).not.toEqual(drawsAround(5, now)[0]!.numbers);
  });

  it('keeps a draw the same as the window rolls on', () => {
    const later = drawsAround(5, now + 30 * 60_000);
    const shared = drawsAround(5, now).filter((draw) => later.some((other) => other.id === draw.id));
    expect(shared.length).toBeGreaterThan(0);
    for (const draw of shared) expect(later.find((other) => other.id === draw.id)).toEqual(draw);
  });

  it('draws distinct balls from the pool', () => {
    for (const draw of drawsAround(1, now)) {
      expect(draw.numbers).toHaveLength(draw.lottery.drawn);
      expect(new Set(draw.numbers).size).toBe(draw.lottery.drawn);
      expect(draw.numbers.every((ball) => ball >= 1 && ball <= draw.lottery.pool)).toBe(true);
    }
  });

  it('goes live at its time, lets the balls out one by one and finishes with all of them', () => {
    const draw = drawsAround(1, now).find((candidate) => candidate.drawsAt > now)!;
    expect(drawStatus(draw, draw.drawsAt - 1)).toEqual({ status: MatchStatus.prematch, ballsOut: 0 });
    expect(drawStatus(draw, draw.drawsAt + 2 * BALL_INTERVAL_MS)).toEqual({
      status: MatchStatus.live,
      ballsOut: 2,
    });
    expect(drawStatus(draw, draw.drawsAt + draw.lottery.drawn * BALL_INTERVAL_MS)).toEqual({
      status: MatchStatus.finished,
      ballsOut: draw.lottery.drawn,
    });
  });
});
