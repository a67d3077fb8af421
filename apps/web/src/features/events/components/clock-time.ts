import type { Match } from '@sportsbook/contract';

type Clock = NonNullable<Match['statistics']['clock']>;

function toSeconds(text: string): number {
  const [minutes, seconds] = text.split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

function format(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The match clock as it reads at `nowMs`: the feed stamps the clock when it last changed, so a running clock
 * moves on from `updated_at` by the time since (match time counts up, remaining time counts down); a stopped
 * clock stays frozen. Null when the feed gives no time at all.
 */
export function clockTimeAt(clock: Clock, nowMs: number): { time: string; stoppage: string | null } | null {
  const elapsed = clock.stopped ? 0 : Math.max(0, (nowMs - Date.parse(clock.updated_at)) / 1000);
  if (clock.remaining_time)
    return { time: format(toSeconds(clock.remaining_time) - elapsed), stoppage: null };
  if (!clock.match_time) return null;
  if (clock.stoppage_time) {
    return { time: clock.match_time, stoppage: format(toSeconds(clock.stoppage_time) + elapsed) };
  }
  return { time: format(toSeconds(clock.match_time) + elapsed), stoppage: null };
}
