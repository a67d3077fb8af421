/** Match status values (SPEC §3): prematch 0, live 1, stopped 2, closed 3, finished 4, not covered 5. */
export const MatchStatus = {
  prematch: 0,
  live: 1,
  stopped: 2,
  closed: 3,
  finished: 4,
  notCovered: 5,
} as const;

/** One match status value (the schema `MatchStatusValue` in catalogue/match.ts checks the same set). */
export type MatchStatusCode = (typeof MatchStatus)[keyof typeof MatchStatus];

/** An event is live when its status is live (SPEC §3). */
export function isLiveStatus(status: MatchStatusCode): boolean {
  return status === MatchStatus.live;
}

/** The finished-status check of SPEC §3: finished or closed events take no more bets. */
export function isFinishedStatus(status: MatchStatusCode): boolean {
  return status === MatchStatus.finished || status === MatchStatus.closed;
}

/** A bettable event (the `bettable` filter of SPEC §7): prematch or live; stopped, ended and uncovered are not. */
export function isBettableStatus(status: MatchStatusCode): boolean {
  return status === MatchStatus.prematch || status === MatchStatus.live;
}
