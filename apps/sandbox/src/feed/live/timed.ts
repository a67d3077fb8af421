import { ordinal } from './ordinal';
import type { LiveMatch } from './live-match';
import { addScore, endMatch, sides, startBreak, startPeriod } from './live-match';
import { drawPlay, meanPlay, timedRules } from './rates';
import type { TimedRules } from './rates';

const MINUTE = 60_000;

function rulesOf(live: LiveMatch): TimedRules {
  return timedRules[live.sportKey] ?? timedRules.football!;
}

function periodWord(live: LiveMatch): string {
  const type = live.format.periodType;
  return type === 'regular' ? 'period' : type;
}

/** The stage of a timed match playing a period: `2nd_half`, `3rd_quarter`, `1st_period`, `overtime`. */
export function timedStage(live: LiveMatch, period: number): string {
  return period > live.format.periods ? 'overtime' : `${ordinal(period)}_${periodWord(live)}`;
}

/**
 * How fast the clock runs against world time: a basketball quarter's ten minutes take about twenty-four, the
 * clock stopping for fouls and timeouts, so the whole match fits the sport's usual duration.
 */
function clockSpeed(live: LiveMatch): number {
  const { periods, periodMinutes, durationMinutes } = live.format;
  const rules = rulesOf(live);
  let breaks = 0;
  for (let period = 1; period < periods; period += 1) breaks += rules.breakAfter(period, periods);
  const playMs = periods * (periodMinutes ?? 0) * MINUTE;
  const wallMs = durationMinutes * MINUTE - breaks - (rules.stoppage ? 6 * MINUTE : 0);
  return Math.min(1, playMs / Math.max(playMs, wallMs));
}

/** Kick-off: the first period starts, the clock at zero. */
export function beginTimed(live: LiveMatch, at: number): void {
  live.periodLengthMs = (live.format.periodMinutes ?? 0) * MINUTE;
  live.clockBaseMs = 0;
  live.state.clockMs = 0;
  startPeriod(live, at, timedStage(live, 1));
}

/** After a break: the next period (or overtime) starts where the previous one's regulation time ended. */
export function resumeTimed(live: LiveMatch, at: number): void {
  const regulationMs = (live.format.periodMinutes ?? 0) * MINUTE;
  const overtimeMs = (rulesOf(live).overtimeMinutes ?? 0) * MINUTE;
  live.clockBaseMs += live.periodLengthMs;
  const next = live.period + 1;
  live.periodLengthMs = next > live.format.periods ? overtimeMs : regulationMs;
  if (next > live.format.periods) live.overtimes += 1;
  live.state.clockMs = live.clockBaseMs;
  live.state.stoppageMs = null;
  startPeriod(live, at, timedStage(live, next));
}

/** One step of a timed match: the clock runs, stoppage time is announced, sides score, periods end. */
export function stepTimed(live: LiveMatch, at: number, stepMs: number): void {
  const rules = rulesOf(live);
  const state = live.state;
  const clockMs = stepMs * clockSpeed(live);
  live.periodMs += clockMs;
  state.clockMs = live.clockBaseMs + live.periodMs;
  live.clockUpdatedAt = at;
  if (rules.stoppage && state.stoppageMs === null && live.periodMs >= live.periodLengthMs - MINUTE) {
    // NOTE: the fourth official's board: a minute or three in the first half, more in the second.
    const most = live.period >= live.format.periods ? 7 : 4;
    state.stoppageMs = live.random.int(1, most) * MINUTE;
    live.dirty.match = true;
  }
  const regulationMs = live.format.periods * (live.format.periodMinutes ?? 1) * MINUTE;
  const playsPerMs = 1 / meanPlay(rules) / regulationMs;
  for (const side of sides) {
    if (live.random.next() < rules.pointsPerSide * live.strength[side] * playsPerMs * clockMs) {
      addScore(live, side, drawPlay(rules, live.random.next()), at, rules.suspendOnScore);
    }
  }
  const totalMs = regulationMs + live.overtimes * (rules.overtimeMinutes ?? 0) * MINUTE;
  state.remaining = Math.max(0.01, 1 - (state.clockMs ?? 0) / totalMs);
  if (live.periodMs >= live.periodLengthMs + (state.stoppageMs ?? 0)) endPeriod(live, at, rules);
}

function endPeriod(live: LiveMatch, at: number, rules: TimedRules): void {
  const { periods } = live.format;
  live.periodMs = live.periodLengthMs;
  live.state.clockMs = live.clockBaseMs + live.periodLengthMs;
  if (live.period < periods) {
    const stage = live.period === periods / 2 ? 'halftime' : 'pause';
    startBreak(live, at, rules.breakAfter(live.period, periods), stage);
    return;
  }
  const level = live.state.homeScore === live.state.awayScore;
  // NOTE: a fourth overtime still level is settled by a last play, so a simulated match always ends.
  if (level && !live.format.drawPossible && rules.overtimeMinutes !== null && live.overtimes < 4) {
    startBreak(live, at, 2 * MINUTE, 'awaiting_overtime');
    return;
  }
  if (level && !live.format.drawPossible) addScore(live, live.random.pick(sides), 1, at, false);
  endMatch(live, at);
}

/** A period's name and key in the views: `1st half` / `half_1`, `Overtime` / `overtime_1`. */
export function timedPeriodLabel(
  live: Pick<LiveMatch, 'format'>,
  number: number,
): { key: string; name: string; overtime: boolean } {
  const { periods, periodType } = live.format;
  const word = periodType === 'regular' ? 'period' : periodType;
  if (number > periods) {
    const n = number - periods;
    return { key: `overtime_${n}`, name: n === 1 ? 'Overtime' : `${ordinal(n)} overtime`, overtime: true };
  }
  return { key: `${word}_${number}`, name: `${ordinal(number)} ${word}`, overtime: false };
}
