import type { BetSelection, BetType } from '@sportsbook/contract';
import { raceMarketIds } from '@sportsbook/contract';
import { forecastRunners } from '@sportsbook/betting';
import { and, arrayOverlaps, eq } from 'drizzle-orm';
import { bets } from '../db/schema';
import type { SandboxInfra } from '../deps';
import { publishBetChanged } from '../sportsbook/bets/bet-events';
import { betView, PLACED_STATUS } from '../sportsbook/bets/bet-view';
import type { BetRow } from '../sportsbook/bets/bet-view';
import { settleBetRow } from '../sportsbook/bets/settler';
import type { OutcomeResultValue } from '../sportsbook/catalogue/settlement';
import { settlementLines } from './race-bet-lines';

/** The runners a stored selection on race `raceId` names: one for Win, Place and each-way, two for a forecast. */
export function runnersNamed(selection: BetSelection, raceId: number): number[] {
  if (selection.match.id !== raceId || selection.match.kind !== 'race') return [];
  if (selection.market.id === raceMarketIds.forecast) return forecastRunners(selection.outcome.id);
  return [selection.outcome.id];
}

/** What withdrawing runners did to the open bets on the race. */
export interface NonRunnerRefunds {
  /** Bets voided whole and their stake returned (singles, forecasts, each-way, reverse forecasts). */
  refunded: number[];
  /** Combos and systems whose legs on a non-runner became void (they stay open on their other legs). */
  legsVoided: number[];
}

const SETTLED_AS_A_WHOLE: readonly BetType[] = ['single', 'custom_bet'];

async function voidLegs(deps: SandboxInfra, row: BetRow, selections: BetSelection[]): Promise<boolean> {
  const [updated] = await deps.db
    .update(bets)
    .set({ selections })
    .where(and(eq(bets.id, row.id), eq(bets.status, PLACED_STATUS)))
    .returning();
  if (!updated) return false;
  await publishBetChanged(deps, row.userId, betView(updated));
  return true;
}

/**
 * Refunds bets on runners withdrawn from race `raceId` at the withdrawal (issue 17), not at the race's
 * settlement: a single on a non-runner (Win, Place, each-way, a forecast or reverse forecast naming it) is void
 * and its stake returned through the settler's own once-only path (`bet:{id}:settle`), so a repeated withdrawal
 * or the race's later settlement never pays it twice; a combo or system keeps its other legs and only the leg
 * on the non-runner becomes void (it counts at odds 1 when the bet settles).
 */
export async function refundNonRunnerBets(
  deps: SandboxInfra,
  raceId: number,
  runners: readonly number[],
): Promise<NonRunnerRefunds> {
  const withdrawn = new Set(runners);
  const rows = await deps.db
    .select()
    .from(bets)
    .where(and(eq(bets.status, PLACED_STATUS), arrayOverlaps(bets.matchIds, [raceId])));
  const done: NonRunnerRefunds = { refunded: [], legsVoided: [] };
  for (const row of rows) {
    const onNonRunner = row.selections.map(
      (selection) =>
        selection.status !== 'void' &&
        runnersNamed(selection, raceId).some((number) => withdrawn.has(number)),
    );
    if (!onNonRunner.includes(true)) continue;
    if (SETTLED_AS_A_WHOLE.includes(row.type as BetType)) {
      const results: OutcomeResultValue[] = row.selections.flatMap(settlementLines).map(() => 'void');
      if (await settleBetRow(deps, row, results)) done.refunded.push(row.id);
      continue;
    }
    const selections = row.selections.map((selection, index) =>
      onNonRunner[index] ? { ...selection, status: 'void' as const } : selection,
    );
    if (await voidLegs(deps, row, selections)) done.legsVoided.push(row.id);
  }
  return done;
}
