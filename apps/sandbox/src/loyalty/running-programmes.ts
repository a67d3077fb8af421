import type { LoyaltyStore, ProgrammeRow } from './loyalty-store';

type NewEdition = Parameters<LoyaltyStore['ensureProgramme']>[0];
import type { LoyaltyProgrammes } from './programmes';

const DAY = 86_400_000;
/** A Monday (1970-01-05): windows of whole weeks start on Mondays at midnight UTC. */
const EPOCH_MONDAY = Date.UTC(1970, 0, 5);

/** The window of `days` days that holds `now`, aligned on Mondays, so every process computes the same one. */
export function windowOf(now: Date, days: number): { from: Date; to: Date } {
  const span = days * DAY;
  const start = EPOCH_MONDAY + Math.floor((now.getTime() - EPOCH_MONDAY) / span) * span;
  return { from: new Date(start), to: new Date(start + span) };
}

/**
 * The edition of a window running now: the window's own, or, when the operator ended that one early, the next
 * edition, which starts then and runs to the window's end (keys `<key>#2`, `#3` …, the same in every process).
 */
async function currentEdition(store: LoyaltyStore, edition: NewEdition, now: Date): Promise<ProgrammeRow> {
  let row = await store.ensureProgramme(edition);
  for (let next = 2; row.endsAt <= now && next < 1_000; next += 1)
    row = await store.ensureProgramme({ ...edition, key: `${edition.key}#${next}`, startsAt: now });
  return row;
}

/**
 * The hunting and tournament editions running now, created when the window opens: an edition's key is its
 * programme's key and start day, so a new window starts a new edition (new leaderboard, new pool).
 */
export async function runningProgrammes(
  store: LoyaltyStore,
  programmes: LoyaltyProgrammes,
  now: Date,
): Promise<{ hunting: ProgrammeRow; tournament: ProgrammeRow }> {
  const { hunting, tournament } = programmes;
  const huntingWindow = windowOf(now, hunting.duration_days);
  const tournamentWindow = windowOf(now, tournament.duration_days);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const [huntingRow, tournamentRow] = await Promise.all([
    currentEdition(
      store,
      {
        kind: 'hunting',
        key: `${hunting.key}:${day(huntingWindow.from)}`,
        terms: hunting as unknown as Record<string, unknown>,
        status: 'active',
        startsAt: huntingWindow.from,
        endsAt: huntingWindow.to,
        currency: 'EUR',
      },
      now,
    ),
    currentEdition(
      store,
      {
        kind: 'tournament',
        key: `${tournament.key}:${day(tournamentWindow.from)}`,
        terms: tournament as unknown as Record<string, unknown>,
        status: 'active',
        startsAt: tournamentWindow.from,
        endsAt: tournamentWindow.to,
        poolAmount: tournament.initial_pool,
        initialPool: tournament.initial_pool,
        currency: tournament.currency,
      },
      now,
    ),
  ]);
  return { hunting: huntingRow, tournament: tournamentRow };
}
