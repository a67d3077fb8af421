import type { Side } from '../match-state';
import { ordinal } from './ordinal';
import type { LiveMatch } from './live-match';
import { endMatch, other, startBreak, startPeriod, suspendMain } from './live-match';

const MINUTE = 60_000;

/** How a set sport's points come: one every `pointMs` on average, the server winning `serveWins` of them. */
interface SetRules {
  pointMs: number;
  serveWins: number;
  breakMs: number;
}

const setRules: Readonly<Record<string, SetRules>> = {
  tennis: { pointMs: 42_000, serveWins: 0.63, breakMs: 2 * MINUTE },
  // NOTE: rally scoring: the receiving side wins most rallies in volleyball.
  volleyball: { pointMs: 30_000, serveWins: 0.42, breakMs: 3 * MINUTE },
  'table-tennis': { pointMs: 20_000, serveWins: 0.55, breakMs: 1 * MINUTE },
};

function rulesOf(live: LiveMatch): SetRules {
  return setRules[live.sportKey] ?? setRules.tennis!;
}

function stageOf(set: number): string {
  return `${ordinal(set)}_set`;
}

/** First serve: the first set starts with the home side serving (the toss is not worth simulating). */
export function beginSets(live: LiveMatch, at: number): void {
  live.firstServer = 'home';
  live.state.server = 'home';
  live.state.game = { home: 0, away: 0 };
  startPeriod(live, at, stageOf(1));
}

/** After the break between sets: the next set, served first by whoever did not open the last one. */
export function resumeSets(live: LiveMatch, at: number): void {
  live.tiebreak = false;
  live.state.game = { home: 0, away: 0 };
  if (live.sportKey !== 'tennis') {
    live.firstServer = other(live.firstServer);
    live.state.server = live.firstServer;
  }
  startPeriod(live, at, stageOf(live.period + 1));
}

/** One step of a set match: maybe a point, won by the server at the sport's rate shifted by the sides' edge. */
export function stepSets(live: LiveMatch, at: number, stepMs: number): void {
  const rules = rulesOf(live);
  const state = live.state;
  const setsPlayed = state.homeScore + state.awayScore;
  const expectedSets = (live.format.toWin ?? 2) * 1.3;
  state.remaining = Math.max(0.02, 1 - (setsPlayed + 0.5) / expectedSets);
  if (live.random.next() >= stepMs / rules.pointMs) return;
  const server = state.server ?? 'home';
  const serverWins = rules.serveWins + (live.strength[server] - live.strength[other(server)]) * 0.12;
  const winner = live.random.next() < serverWins ? server : other(server);
  if (live.sportKey === 'tennis') tennisPoint(live, winner, at);
  else rallyPoint(live, winner, at);
}

function tennisPoint(live: LiveMatch, winner: Side, at: number): void {
  const game = live.state.game!;
  const loser = other(winner);
  live.dirty.match = true;
  if (live.tiebreak) {
    game[winner] += 1;
    const played = game.home + game.away;
    // NOTE: in a tie-break the first server serves one point, then the sides serve two each.
    live.state.server = Math.floor((played + 1) / 2) % 2 === 0 ? live.firstServer : other(live.firstServer);
    if (game[winner] >= 7 && game[winner] - game[loser] >= 2) {
      live.state.server = other(live.firstServer);
      winGame(live, winner, at);
    }
    return;
  }
  if (game[winner] === 4 || (game[winner] === 3 && game[loser] < 3)) return winGame(live, winner, at);
  if (game[loser] === 4) game[loser] = 3;
  else game[winner] += 1;
}

function winGame(live: LiveMatch, winner: Side, at: number): void {
  const set = live.state.periods[live.state.periods.length - 1]!;
  const wasTiebreak = live.tiebreak;
  set[winner] += 1;
  live.state.game = { home: 0, away: 0 };
  live.tiebreak = false;
  if (!wasTiebreak) live.state.server = other(live.state.server ?? 'home');
  const lead = set[winner] - set[other(winner)];
  if ((set[winner] >= 6 && lead >= 2) || set[winner] === 7) return winSet(live, winner, at);
  if (set.home === 6 && set.away === 6) {
    live.tiebreak = true;
    live.firstServer = live.state.server ?? 'home';
  }
}

function rallyPoint(live: LiveMatch, winner: Side, at: number): void {
  const set = live.state.periods[live.state.periods.length - 1]!;
  const game = live.state.game!;
  set[winner] += 1;
  game[winner] += 1;
  live.dirty.match = true;
  const volleyball = live.sportKey === 'volleyball';
  const deciding = live.period === live.format.periods;
  const target = volleyball ? (deciding ? 15 : 25) : 11;
  if (set[winner] >= target && set[winner] - set[other(winner)] >= 2) return winSet(live, winner, at);
  if (volleyball) live.state.server = winner;
  else {
    // NOTE: table tennis: two serves each, one each from 10–10.
    const played = set.home + set.away;
    const turn = played >= 20 ? played - 20 : Math.floor(played / 2);
    live.state.server = turn % 2 === 0 ? live.firstServer : other(live.firstServer);
  }
}

function winSet(live: LiveMatch, winner: Side, at: number): void {
  // NOTE: sets won are the match's score; the set's own games or points are already in its period score.
  if (winner === 'home') live.state.homeScore += 1;
  else live.state.awayScore += 1;
  suspendMain(live, at);
  if (Math.max(live.state.homeScore, live.state.awayScore) >= (live.format.toWin ?? 2)) {
    return endMatch(live, at);
  }
  startBreak(live, at, rulesOf(live).breakMs, 'pause');
}
