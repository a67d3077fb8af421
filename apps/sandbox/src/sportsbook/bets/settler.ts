import type { BetType } from '@sportsbook/contract';
import { and, arrayOverlaps, eq, sql } from 'drizzle-orm';
import { applyBonusToSettlement, returnFreebet } from '../../bonuses/bonus-settlement';
import { bets } from '../../db/schema';
import { settlementLines } from '../../event-kinds/race-bet-lines';
import type { SandboxInfra } from '../../deps';
import { publishBalance } from '../../platform/wallet/balance-events';
import { applyWalletChange } from '../../platform/wallet/wallet';
import type { OutcomeResultValue } from '../catalogue/settlement';
import { publishBetChanged, publishCashoutChanged } from './bet-events';
import { betView, PLACED_STATUS } from './bet-view';
import type { BetRow } from './bet-view';
import { CashoutWatch } from './cashout-watch';
import { settleBet } from './settle-bet';

/** How often the settler looks for finished matches with open bets (ms). */
export const SETTLE_INTERVAL_MS = 2_000;

/**
 * Settles one open bet on its legs' results, once: the row moves from open to done only if it is still open,
 * and the credit is keyed `bet:{id}:settle`, so a second call (a retry, the settler's next run) does nothing.
 * Answers whether this call settled it. Also used to void a bet before its event is over (a non-runner).
 */
export async function settleBetRow(
  deps: SandboxInfra,
  row: BetRow,
  results: OutcomeResultValue[],
): Promise<boolean> {
  const customOdds = row.customOdds === null ? null : Number(row.customOdds);
  const settled = settleBet({ ...row, type: row.type as BetType, customOdds }, results);
  const settlement = applyBonusToSettlement(row, settled, results);
  const done = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bets)
      .set({
        status: 'done',
        result: settlement.result,
        winAmount: settlement.winAmount,
        selections: settlement.selections,
        settledAt: new Date(),
      })
      .where(and(eq(bets.id, row.id), eq(bets.status, PLACED_STATUS)))
      .returning();
    if (!updated) return null;
    if (settlement.freebetReturned) await returnFreebet(tx, row);
    const account =
      settlement.credit > 0
        ? await applyWalletChange(
            tx,
            {
              userId: row.userId,
              currency: row.currency,
              amount: settlement.credit,
              key: `bet:${row.id}:settle`,
              reason: settlement.reason,
            },
            'credit',
          )
        : null;
    return { updated, account };
  });
  if (!done) return false;
  if (done.account) await publishBalance(deps, row.userId, row.currency, done.account);
  await publishBetChanged(deps, row.userId, betView(done.updated));
  await publishCashoutChanged(deps, row.userId, row.id, null);
  return true;
}

/**
 * Settles open bets once every leg's match is over (the catalogue's outcome results: the control API's settle,
 * or the feed finishing a match), crediting what they pay through the wallet under the key `bet:{id}:settle`.
 * Runs are chained, never overlapping, so `settleNow` returns only after everything it found is settled. Each
 * run also announces moved cashout offers (CashoutWatch).
 */
export class BetSettler {
  #chain: Promise<unknown> = Promise.resolve();
  #timer: NodeJS.Timeout | undefined;
  readonly #cashouts: CashoutWatch;
  /** Matches with open bets; read from the database on the first run, then kept up by `track`. */
  #openMatches: Set<number> | null = null;

  constructor(private readonly deps: SandboxInfra) {
    this.#cashouts = new CashoutWatch(deps);
  }

  /** Starts looking every SETTLE_INTERVAL_MS. */
  start(intervalMs = SETTLE_INTERVAL_MS): void {
    this.#timer ??= setInterval(() => void this.settleNow().catch(() => undefined), intervalMs);
    this.#timer.unref();
  }

  /** Follows the matches of newly placed bets (so a run need not scan every open bet to find them). */
  track(matchIds: Iterable<number>): void {
    if (!this.#openMatches) return;
    for (const id of matchIds) this.#openMatches.add(id);
  }

  /** Stops looking (on app close); a run under way finishes. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#chain.catch(() => undefined);
  }

  /**
   * Settles every open bet that can be settled now, then announces the cashout offers that moved on live
   * matches; answers how many bets it settled.
   */
  settleNow(): Promise<number> {
    const run = this.#chain
      .catch(() => undefined)
      .then(async () => {
        const settled = await this.#run();
        await this.#cashouts.announceChanges();
        return settled;
      });
    this.#chain = run;
    return run;
  }

  async #run(): Promise<number> {
    const { db, catalogue } = this.deps;
    if (!this.#openMatches) {
      const open = await db
        .selectDistinct({ matchId: sql<number>`unnest(${bets.matchIds})` })
        .from(bets)
        .where(eq(bets.status, PLACED_STATUS));
      this.#openMatches = new Set(open.map((row) => Number(row.matchId)));
    }
    const finished = [...this.#openMatches].filter((id) => catalogue.outcomeResults(id) !== undefined);
    // NOTE: a combo's other legs keep it findable: their matches stay followed until they finish too.
    for (const id of finished) this.#openMatches.delete(id);
    if (finished.length === 0) return 0;
    const rows = await db
      .select()
      .from(bets)
      .where(and(eq(bets.status, PLACED_STATUS), arrayOverlaps(bets.matchIds, finished)));
    let settled = 0;
    for (const row of rows) {
      const results = row.selections
        .flatMap(settlementLines)
        .map((line) => catalogue.outcomeResult(line.matchId, line.marketId, line.specifier, line.outcomeId));
      if (results.some((result) => result === undefined)) continue;
      if (await settleBetRow(this.deps, row, results as OutcomeResultValue[])) settled += 1;
    }
    return settled;
  }
}
