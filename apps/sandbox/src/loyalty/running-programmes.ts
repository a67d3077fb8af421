import type { LoyaltyStore, ProgrammeRow } from './loyalty-store';
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
    store.ensureProgramme({
      kind: 'hunting',
      key: `${hunting.key}:${day(huntingWindow.from)}`,
      terms: hunting as unknown as Record<string, unknown>,
      status: 'active',
      startsAt: huntingWindow.from,
      endsAt: huntingWindow.to,
      currency: 'EUR',
    }),
    store.ensureProgramme({
      kind: 'tournament',
      key: `${tournament.key}:${day(tournamentWindow.from)}`,
      terms: tournament as unknown as Record<string, unknown>,
      status: 'active',
      startsAt: tournamentWindow.from,
      endsAt: tournamentWindow.to,
      poolAmount: tournament.initial_pool,
      initialPool: tournament.initial_pool,
      currency: tournament.currency,
    }),
  ]);
  return { hunting: huntingRow, tournament: tournamentRow };
}
