import type { Match } from '@sportsbook/contract';
import { expect } from '@playwright/test';
import { sandboxControl as control } from './sandbox-control';

/** One outcome of a market line, as the control API names it (the web's `data-outcome-key` parts). */
export interface OutcomeRef {
  matchId: number;
  marketId: number;
  outcomeId: number;
  specifier: string;
}

/**
 * Creates a prematch football match only the control API moves (`autoplay: false`: no goals, no clock), an
 * hour from now unless `startTime` says when, between two teams named after `label` so each test has its own.
 */
export async function createMatch(label: string, startTime?: Date): Promise<Match> {
  const tag = `${label} ${Date.now().toString(36)}`;
  const { match } = await control<{ match: Match }>('POST', '/matches', {
    sport_key: 'football',
    home: `${tag} Home`,
    away: `${tag} Away`,
    autoplay: false,
    ...(startTime ? { start_time: startTime.toISOString() } : {}),
  });
  return match;
}

/**
 * A moment earlier today on this machine's clock (the browser's too): up to an hour ago, never before a minute past
 * midnight. Pages that list by day (results, schedule) show a match started then under "today" at any hour, which
 * an hour from now is not after 23:00.
 */
export function earlierToday(now = new Date()): Date {
  const midnight = new Date(now);
  midnight.setHours(0, 1, 0, 0);
  return new Date(Math.max(midnight.getTime(), now.getTime() - 3_600_000));
}

/** Kicks a created match off: it turns live (still moved only by the control API). */
export async function startMatch(matchId: number): Promise<void> {
  await control('POST', `/matches/${matchId}/start`);
}

/** A created match (see `createMatch`) whose home outcome of the main market is fixed at `odds`. */
export async function matchWithHomeOdds(
  label: string,
  odds: number,
): Promise<{ match: Match; home: OutcomeRef }> {
  const match = await createMatch(label);
  const home = mainOutcomes(match)[0]!;
  await fixOdds(home, odds);
  return { match, home };
}

/** The page of a match in the web app. */
export function matchPath(match: Pick<Match, 'slug' | 'tournament'>): string {
  return `/${match.tournament.sport.key}/${match.slug}`;
}

/** The match's name as the web app writes it: `Home – Away`. */
export function matchName(match: Pick<Match, 'competitors'>): string {
  return `${match.competitors.home.name} – ${match.competitors.away.name}`;
}

/** The outcomes of the match's main market (1X2 for football), in their order. */
export function mainOutcomes(match: Match): OutcomeRef[] {
  const market = match.main_market;
  if (!market) throw new Error(`match ${match.id} has no main market`);
  return market.outcomes.map((outcome) => ({
    matchId: match.id,
    marketId: market.id,
    outcomeId: outcome.id,
    specifier: market.specifier ?? '',
  }));
}

/** The `data-outcome-key` of an outcome's odds buttons (the betting package's `outcomeKey`). */
export function outcomeKeyOf(ref: OutcomeRef): string {
  return `${ref.matchId}|${ref.marketId}|${ref.outcomeId}|${ref.specifier.replaceAll('|', '%7C')}`;
}

/** Reads an odds button's `data-outcome-key` back into its parts. */
export function parseOutcomeKey(key: string): OutcomeRef {
  const [matchId, marketId, outcomeId, specifier] = key.split('|');
  return {
    matchId: Number(matchId),
    marketId: Number(marketId),
    outcomeId: Number(outcomeId),
    specifier: decodeURIComponent(specifier ?? ''),
  };
}

/** Fixes an outcome's odds until `clearOdds` (the sandbox announces the change as the feed would). */
export async function fixOdds(ref: OutcomeRef, odds: number): Promise<void> {
  await control('PUT', `/matches/${ref.matchId}/odds`, {
    market_id: ref.marketId,
    ...(ref.specifier ? { specifier: ref.specifier } : {}),
    outcome_id: ref.outcomeId,
    odds,
  });
}

/** Clears every fixed odds of a match. */
export async function clearOdds(matchId: number): Promise<void> {
  await control('DELETE', `/matches/${matchId}/odds`);
}

/** Suspends (or reopens) the market line of an outcome. */
export async function suspendMarket(ref: OutcomeRef, suspended: boolean): Promise<void> {
  await control('PUT', `/matches/${ref.matchId}/markets/suspension`, {
    market_id: ref.marketId,
    ...(ref.specifier ? { specifier: ref.specifier } : {}),
    suspended,
  });
}

/**
 * Makes a change until the page shows it: the page subscribes to its channels a moment after it renders, and an
 * announcement made before that is not replayed to it.
 */
export async function untilSeen(change: () => Promise<void>, seen: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await change();
    await seen();
  }).toPass({ timeout: 15_000 });
}
