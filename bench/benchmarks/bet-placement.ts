import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { freePort, startSandbox, stopAll } from '../../scripts/system.mjs';
import type { Benchmark, BenchmarkResult } from '../support/benchmark';
import { Histogram } from '../support/histogram';
import { createPicks, json, randomBet, signUp, startBalance } from './bet-placement-players';
import type { Pick, Player } from './bet-placement-players';

const players = 50;
const durationSeconds = 30;
/** A player's pause between two bets: 0.5 to 1.5 s, a quick player's pace (about 50 bets a second in all). */
const thinkMs = () => 500 + Math.random() * 1_000;
/** Unmeasured paced run first, so the figures are those of a warm server (JIT, pricing caches, PGlite). */
const warmUpSeconds = 5;
/** Then the same players with no pause at all, to find the throughput ceiling (not budgeted). */
const flatOutSeconds = 10;
/** One request in this many is sent twice at once with the same request key: it must place once. */
const duplicateEvery = 10;

interface Tally {
  histogram: Histogram;
  refused: number;
  failed: number;
  duplicateMismatches: number;
}

function newTally(): Tally {
  return { histogram: new Histogram(), refused: 0, failed: 0, duplicateMismatches: 0 };
}

/** Bet ids the server acknowledged, per player, with their stakes (both phases). */
const acknowledged = new Map<number, Map<number, number>>();
/** Requests each player has sent, for fresh request keys across both phases. */
const sentBy = new Map<number, number>();

async function playerLoop(
  sportsbookUrl: string,
  player: Player,
  picks: Pick[][],
  until: number,
  tally: Tally,
  pause: () => number,
) {
  const mine = acknowledged.get(player.userId) ?? new Map<number, number>();
  acknowledged.set(player.userId, mine);
  while (performance.now() < until) {
    const sent = (sentBy.get(player.userId) ?? 0) + 1;
    sentBy.set(player.userId, sent);
    const body = {
      meta: {
        device_id: `bench-device-${player.userId}`,
        quick: false,
        type: 'single',
        request_key: `bench-${player.userId}-${sent}`,
        accept_odds_change: 'any',
      },
      bets: [randomBet(picks)],
    };
    const copies = sent % duplicateEvery === 0 ? 2 : 1;
    const answers = await Promise.all(
      Array.from({ length: copies }, async () => {
        const started = performance.now();
        const response = await fetch(`${sportsbookUrl}/api/v3/bets`, {
          ...json(body, { authorization: `Bearer ${player.token}` }),
        });
        const answer = (await response.json()) as { bets?: { id: number; stake: { value: number } }[] };
        tally.histogram.add(performance.now() - started);
        return { status: response.status, answer };
      }),
    );
    const ids = answers.map(({ answer }) => (answer.bets ?? []).map((bet) => bet.id).join(','));
    if (new Set(ids).size > 1) tally.duplicateMismatches += 1;
    const first = answers[0]!;
    if (first.status === 422) tally.refused += 1;
    else if (first.status !== 200) tally.failed += 1;
    for (const bet of first.answer.bets ?? []) mine.set(bet.id, bet.stake.value);
    const wait = pause();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/**
 * What the database holds once the sandbox has stopped: bets, stakes and balances per player. A balance must
 * equal the start plus the player's wallet operations, and the stake debits must equal the stakes of the stored
 * bets: placement may legitimately pay too (a jackpot level hit by a bet credits its win).
 */
async function audit(dataDir: string) {
  const db = new PGlite(dataDir);
  try {
    const rows = await db.query<{ id: number; user_id: number; stake: string }>(
      'select id, user_id, stake from bets',
    );
    const balances = await db.query<{ user_id: number; balance: string }>(
      "select user_id, balance from wallet_accounts where currency = 'EUR'",
    );
    const operations = await db.query<{ user_id: number; reason: string; total: string; n: string }>(
      "select user_id, reason, sum(amount) as total, count(*) as n from wallet_operations where currency = 'EUR' group by user_id, reason",
    );
    const duplicates = await db.query<{ n: string }>(
      'select count(*) as n from (select 1 from bets group by user_id, device_id, request_key, request_index having count(*) > 1) d',
    );
    const stored = new Map(rows.rows.map((row) => [row.id, row]));
    let lost = 0;
    let unacknowledged = stored.size;
    let balanceMismatches = 0;
    for (const [userId, bets] of acknowledged) {
      for (const [id, stake] of bets) {
        const row = stored.get(id);
        if (!row || row.user_id !== userId || Number(row.stake) !== stake) lost += 1;
        else unacknowledged -= 1;
      }
      const staked = rows.rows
        .filter((row) => row.user_id === userId)
        .reduce((sum, row) => sum + Number(row.stake), 0);
      const own = operations.rows.filter((row) => row.user_id === userId);
      const moved = own.reduce((sum, row) => sum + Number(row.total), 0);
      const debited = -Number(own.find((row) => row.reason === 'bet_stake')?.total ?? 0);
      const balance = Number(balances.rows.find((row) => row.user_id === userId)?.balance ?? NaN);
      if (balance !== startBalance + moved || debited !== staked) balanceMismatches += 1;
    }
    const credits = operations.rows.filter((row) => row.reason !== 'bet_stake');
    return {
      bets: stored.size,
      lost,
      unacknowledged,
      balanceMismatches,
      otherOperations: credits.reduce((sum, row) => sum + Number(row.n), 0),
      otherReasons: [...new Set(credits.map((row) => row.reason))].sort(),
      duplicates: Number(duplicates.rows[0]!.n),
    };
  } finally {
    await db.close();
  }
}

async function run(): Promise<BenchmarkResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-bets-'));
  const [platformPort, sportsbookPort] = await Promise.all([freePort(), freePort()]);
  const sandbox = await startSandbox({
    platformPort,
    sportsbookPort,
    webOrigin: 'http://localhost:3000',
    env: { SANDBOX_DATA_DIR: dataDir, SANDBOX_RESET: '1', SANDBOX_CONTROL: '1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const paced = newTally();
  const flatOut = newTally();
  let checked: Awaited<ReturnType<typeof audit>>;
  try {
    const picks = await createPicks(sandbox.sportsbookUrl);
    const signedUp: Player[] = [];
    for (let i = 0; i < players; i += 1)
      signedUp.push(await signUp(sandbox.platformUrl, sandbox.sportsbookUrl, i));
    const phase = (seconds: number, tally: Tally, pause: () => number) => {
      const until = performance.now() + seconds * 1000;
      return Promise.all(
        signedUp.map((player) => playerLoop(sandbox.sportsbookUrl, player, picks, until, tally, pause)),
      );
    };
    await phase(warmUpSeconds, newTally(), thinkMs);
    await phase(durationSeconds, paced, thinkMs);
    await phase(flatOutSeconds, flatOut, () => 0);
  } finally {
    await stopAll([sandbox.child]);
  }
  try {
    checked = await audit(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const p99 = paced.histogram.percentile(99);
  const placed = [...acknowledged.values()].reduce((sum, bets) => sum + bets.size, 0);
  const integrity =
    checked.lost +
    checked.unacknowledged +
    checked.duplicates +
    paced.duplicateMismatches +
    flatOut.duplicateMismatches;
  const failures = paced.refused + paced.failed + flatOut.refused + flatOut.failed;
  return {
    name: 'Sandbox: bet placement (POST /api/v3/bets)',
    method:
      `${players} players signed up through the platform, each placing a bet, pausing 0.5–1.5 s and placing ` +
      `the next, for ${durationSeconds} s (after ${warmUpSeconds} s unmeasured), then ${flatOutSeconds} s with no pause (three in four singles, else ` +
      `combos of 2–3 matches; every ${duplicateEvery}th request sent twice at once with the same request key); ` +
      'sandbox in its own process on an on-disk PGlite; afterwards the database is opened and every ' +
      'acknowledged bet, stake and balance checked',
    figures: [
      { label: 'requests/s (mean)', value: paced.histogram.count / durationSeconds, unit: 'req/s' },
      { label: 'latency p50', value: paced.histogram.percentile(50), unit: 'ms' },
      { label: 'latency p99', value: p99, unit: 'ms', budget: { text: '< 100 ms', within: p99 < 100 } },
      {
        label: 'no pause: requests/s (mean)',
        value: flatOut.histogram.count / flatOutSeconds,
        unit: 'req/s',
      },
      { label: 'no pause: latency p50', value: flatOut.histogram.percentile(50), unit: 'ms' },
      { label: 'no pause: latency p99', value: flatOut.histogram.percentile(99), unit: 'ms' },
      { label: 'bets placed (both phases)', value: placed, unit: '' },
      { label: 'refused (422) and failed (other) requests', value: failures, unit: '' },
      {
        label: 'duplicated, lost or unacknowledged bets',
        value: integrity,
        unit: '',
        budget: { text: '= 0', within: integrity === 0 },
      },
      {
        label: 'players whose balance is not start + operations, or whose stake debits are not their stakes',
        value: checked.balanceMismatches,
        unit: '',
        budget: { text: '= 0', within: checked.balanceMismatches === 0 },
      },
    ],
    notes:
      `The database held ${checked.bets} bets and ${checked.otherOperations} wallet operations besides the stake ` +
      `debits (${checked.otherReasons.join(', ') || 'none'}). A placement claims a unique key per request (player, device ` +
      'id, request key), checks the bets against the book, stores them and debits the stakes in one transaction. ' +
      'PGlite runs one transaction at a time in the sandbox process, so placements that arrive together are ' +
      'written together (group commit): one transaction and one set-based statement per batch, each request ' +
      'still answered with its own outcome. With 50 players never pausing, the "no pause" latency is mostly ' +
      'queueing behind the batch being written, not the work of one request.',
  };
}

/** Bet placement under load: latency, and that no bet is lost or placed twice and every balance adds up. */
export const betPlacement: Benchmark = {
  name: 'Sandbox: bet placement (POST /api/v3/bets)',
  usesSandbox: false,
  run,
};
