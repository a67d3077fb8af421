import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { freePort, startSandbox, stopAll } from '../../scripts/system.mjs';
import type { Benchmark, BenchmarkResult } from '../support/benchmark';
import { Histogram } from '../support/histogram';

const players = 50;
const durationSeconds = 30;
/** A player's pause between two bets: 0.5 to 1.5 s, a quick player's pace (about 50 bets a second in all). */
const thinkMs = () => 500 + Math.random() * 1_000;
/** Unmeasured paced run first, so the figures are those of a warm server (JIT, pricing caches, PGlite). */
const warmUpSeconds = 5;
/** Then the same players with no pause at all, to find the throughput ceiling (not budgeted). */
const flatOutSeconds = 10;
const matchCount = 12;
/** Each player's EUR balance at the start, in cents. */
const startBalance = 10_000_000;
/** One request in this many is sent twice at once with the same request key: it must place once. */
const duplicateEvery = 10;

interface Player {
  email: string;
  token: string;
  userId: number;
}

interface Pick {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: number;
  odds: number;
}

async function call(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', app: 'sportsbook', ...headers },
  body: JSON.stringify(body),
});

/** Signs a new player up through the platform, confirms the mail, signs in and takes a sportsbook token. */
async function signUp(platformUrl: string, sportsbookUrl: string, index: number): Promise<Player> {
  const email = `bench-${index}@sandbox.test`;
  const password = 'bench-pass-1';
  await call(`${platformUrl}/api/users`, json({ email, password, currency: 'EUR', terms_accepted: true }));
  const outbox = (await (await call(`${sportsbookUrl}/__sandbox/platform/outbox`)).json()) as {
    recipient: string;
    link: string | null;
  }[];
  const link = outbox.find(
    (mail) => mail.recipient === email && mail.link?.includes('confirmation_token'),
  )!.link!;
  const token = new URL(link).searchParams.get('confirmation_token')!;
  await call(`${platformUrl}/api/users/confirmation?confirmation_token=${token}`);
  const signIn = await call(`${platformUrl}/api/users/sign_in`, json({ email, password }));
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  const profile = (await signIn.json()) as { id: number };
  const session = await call(`${platformUrl}/api/sportsbook_sessions`, json({}, { cookie }));
  await call(`${sportsbookUrl}/__sandbox/platform/balance`, {
    ...json({ email, currency: 'EUR', balance: startBalance }),
    method: 'PUT',
  });
  return { email, userId: profile.id, token: ((await session.json()) as { token: string }).token };
}

/** Prematch matches only the control API moves, and the outcomes of their 1X2 lines. */
async function createPicks(sportsbookUrl: string): Promise<Pick[][]> {
  const byMatch: Pick[][] = [];
  for (let i = 0; i < matchCount; i += 1) {
    const created = await call(
      `${sportsbookUrl}/__sandbox/matches`,
      json({ sport_key: 'football', autoplay: false }),
    );
    const matchId = ((await created.json()) as { match: { id: number } }).match.id;
    const markets = (await (
      await call(`${sportsbookUrl}/api/v2/matches/${matchId}/markets?market_id=1`)
    ).json()) as {
      data: { id: number; specifier: string; outcomes: { id: number; odds: number }[] }[];
    };
    const line = markets.data.find((market) => market.id === 1)!;
    byMatch.push(
      line.outcomes.map((outcome) => ({
        match_id: matchId,
        market_id: 1,
        specifier: line.specifier,
        outcome_id: outcome.id,
        odds: outcome.odds,
      })),
    );
  }
  return byMatch;
}

function randomInt(max: number): number {
  return Math.floor(Math.random() * max);
}

/** A single (three in four) or a combo of two or three matches, with a stake of 0.10 to 5.00 EUR. */
function randomBet(picks: Pick[][]) {
  const legs = Math.random() < 0.75 ? 1 : 2 + randomInt(2);
  const start = randomInt(picks.length);
  const selections = Array.from({ length: legs }, (_, i) => {
    const outcomes = picks[(start + i) % picks.length]!;
    return outcomes[randomInt(outcomes.length)]!;
  });
  return { stake: { value: 10 + randomInt(491), currency: 'EUR' }, selections };
}

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

/** What the database holds once the sandbox has stopped: bets, stakes and balances per player. */
async function audit(dataDir: string) {
  const db = new PGlite(dataDir);
  try {
    const rows = await db.query<{ id: number; user_id: number; stake: string }>(
      'select id, user_id, stake from bets',
    );
    const balances = await db.query<{ user_id: number; balance: string }>(
      "select user_id, balance from wallet_accounts where currency = 'EUR'",
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
      const balance = Number(balances.rows.find((row) => row.user_id === userId)?.balance ?? NaN);
      if (balance !== startBalance - staked) balanceMismatches += 1;
    }
    return {
      bets: stored.size,
      lost,
      unacknowledged,
      balanceMismatches,
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
        label: 'players whose balance is not start − stakes to the cent',
        value: checked.balanceMismatches,
        unit: '',
        budget: { text: '= 0', within: checked.balanceMismatches === 0 },
      },
    ],
    notes:
      `The database held ${checked.bets} bets. A placement claims a unique key per request (player, device ` +
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
