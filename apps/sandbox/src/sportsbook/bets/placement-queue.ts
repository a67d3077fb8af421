import { PlaceBetCode } from '@sportsbook/contract';
import { and, eq, or } from 'drizzle-orm';
import { preparedStatements } from '../../db/prepared-statements';
import type { PreparedStatements } from '../../db/prepared-statements';
import { betRequests } from '../../db/schema';
import type { SandboxInfra } from '../../deps';
import { ApiError } from '../../http/api-error';
import { placeBetsFailed, refusal } from './bet-errors';
import { usesBonus } from '../../bonuses/bonus-placement';
import { LevelMoved } from '../../jackpots/jackpot-funding';
import type { PlacementJackpots } from '../../jackpots/jackpot-funding';
import { placeAlone } from './place-alone';
import { newBetRows, resolveAll } from './placement-request';
import type { Placement, PlacementOutcome, RequestKey } from './placement-request';
import { writeBatch } from './placement-statement';
import type { BatchItem, BatchResult } from './placement-statement';

/** Most placements one batch writes; more wait for the next one. */
export const MAX_BATCH = 100;

/** How many placed request keys the queue remembers (a few seconds of the heaviest load). */
const REMEMBERED_KEYS = 10_000;

const keyOf = ({ userId, deviceId, requestKey }: RequestKey) =>
  `${userId}\u0000${deviceId}\u0000${requestKey}`;

interface Pending {
  placement: Placement;
  resolve(outcome: PlacementOutcome): void;
  reject(error: unknown): void;
}

interface Queued {
  pending: Pending;
  item: BatchItem;
}

function nextTurn(): Promise<true> {
  return new Promise((resolve) => setImmediate(() => resolve(true)));
}

/** The refusal of an item the wallet could not debit: the first bet, in request order, the money ran out on. */
function shortOf(queued: Queued, available: number | null): PlacementOutcome {
  let spent = 0;
  let index = 0;
  for (const row of queued.item.rows) {
    spent += row.stake;
    index = row.requestIndex;
    if (available === null || spent > available) break;
  }
  const refused = refusal(PlaceBetCode.INSUFFICIENT_BALANCE, { currency: queued.item.currency });
  const error = placeBetsFailed(new Map([[index, refused]]), queued.pending.placement.acceptLanguage);
  return { kind: 'refused', error, byBook: false };
}

/** The outcome of an item; null for a player whose limits the batch left to placeAlone. */
function outcomeOf(queued: Queued, result: BatchResult): PlacementOutcome | null {
  if (result.limited) return null;
  if (!result.claimed) return { kind: 'duplicate' };
  if (!result.account) return shortOf(queued, result.available);
  const rows = queued.item.rows.map((row) => {
    const id = result.ids.get(row.requestIndex);
    // NOTE: thrown inside the batch's transaction, which rolls it back; every item is then placed alone.
    if (id === undefined) throw new Error(`Bet ${row.requestIndex} of a debited request was not stored`);
    return { ...row, id };
  });
  return { kind: 'placed', rows, balances: new Map([[queued.item.currency, result.account]]) };
}

/** The bets a batch placed, as jackpot funding reads them (the batch takes no freebets). */
function placedStakes(outcomes: readonly (PlacementOutcome | null)[]) {
  return outcomes.flatMap((outcome) =>
    outcome?.kind === 'placed' ? outcome.rows.map((row) => ({ ...row, freebet: false })) : [],
  );
}

/**
 * Group commit for bet placement. PGlite runs one transaction at a time and every statement is a round trip
 * into it, so placing request by request makes the database the queue. Here requests that arrive while a batch
 * is being written wait together and are then written in one transaction by one set-based statement
 * (writeBatch), each answered with its own outcome: a duplicate key, a short balance or a refusal by the book
 * fails only its own request. The first request of a quiet moment is written at once, alone; batches never
 * overlap. Each batch holds at most one request per player and checks its bets against the book just before
 * writing them. Requests with stakes in several currencies or with bonuses, requests of players with a stake
 * limit or an exclusion (which the statement leaves out, to be checked in placeAlone's transaction), and every
 * request of a batch whose statement fails, are placed one by one (placeAlone).
 */
export class PlacementQueue {
  #waiting: Pending[] = [];
  #draining = false;
  /**
   * Keys of requests this queue placed and committed, oldest first. A retry or a twin of one is a duplicate
   * without a statement: in a batch it would leave its item undebited, which makes the batch fund the jackpots
   * the exact way. A key it no longer remembers (or another process placed) is still found by the claim.
   */
  #placed = new Set<string>();
  readonly #statements: PreparedStatements;

  constructor(
    private readonly deps: SandboxInfra,
    /** Funds the jackpots from the placed bets inside the placement transaction (the jackpots module). */
    private readonly jackpots: PlacementJackpots,
  ) {
    this.#statements = preparedStatements(deps.db);
  }

  /** Places a request with the next batch; answers its outcome once the batch has committed. */
  submit(placement: Placement): Promise<PlacementOutcome> {
    const outcome = new Promise<PlacementOutcome>((resolve, reject) => {
      this.#waiting.push({ placement, resolve, reject });
    });
    if (!this.#draining) {
      this.#draining = true;
      void this.#drain();
    }
    return outcome;
  }

  async #drain(): Promise<void> {
    try {
      // NOTE: PGlite answers within the same turn of the event loop (its statements run synchronously in
      // WebAssembly), so without this yield a batch would end before the next request was even read. One turn
      // lets the requests whose bytes arrived meanwhile reach the queue.
      while ((await nextTurn()) && this.#waiting.length > 0) await this.#run(this.#take());
    } finally {
      this.#draining = false;
    }
  }

  /** The next batch: waiting requests in arrival order, one per player, at most MAX_BATCH. */
  #take(): Pending[] {
    const players = new Set<number>();
    const batch: Pending[] = [];
    const later: Pending[] = [];
    for (const pending of this.#waiting) {
      const { userId } = pending.placement.key;
      if (batch.length < MAX_BATCH && !players.has(userId)) {
        players.add(userId);
        batch.push(pending);
      } else later.push(pending);
    }
    this.#waiting = later;
    return batch;
  }

  async #run(batch: Pending[]): Promise<void> {
    const queued: Queued[] = [];
    const alone: Pending[] = [];
    const createdAt = new Date();
    for (const pending of batch) {
      const { key, hash } = pending.placement;
      if (this.#placed.has(keyOf(key))) {
        pending.resolve({ kind: 'duplicate' });
        continue;
      }
      try {
        const resolved = resolveAll(this.deps, pending.placement);
        const currencies = new Set(resolved.map((bet) => bet.priced.currency));
        if (currencies.size !== 1 || usesBonus(pending.placement.body)) {
          alone.push(pending);
          continue;
        }
        const rows = newBetRows(key, resolved, createdAt);
        const total = rows.reduce((sum, row) => sum + row.stake, 0);
        queued.push({ pending, item: { key, hash, rows, currency: rows[0]!.currency, total } });
      } catch (error) {
        if (error instanceof ApiError) pending.resolve({ kind: 'refused', error, byBook: true });
        else pending.reject(error);
      }
    }
    if (queued.length > 0) {
      try {
        const outcomes = await this.#write(queued);
        queued.forEach(({ pending }, index) => {
          const outcome = outcomes[index];
          if (outcome) this.#answer(pending, outcome);
          else alone.push(pending);
        });
      } catch {
        // NOTE: an unexpected failure (a ref collision, a deadlock between processes on PostgreSQL) rolled the
        // whole batch back; placed one by one, each request gets its own answer and the others still pass.
        alone.push(...queued.map(({ pending }) => pending));
      }
    }
    for (const pending of alone) {
      try {
        this.#answer(pending, await placeAlone(this.deps, pending.placement, this.jackpots.funding));
      } catch (error) {
        pending.reject(error);
      }
    }
  }

  /** Answers a request once its transaction has committed, remembering the key of a placed one. */
  #answer(pending: Pending, outcome: PlacementOutcome): void {
    if (outcome.kind === 'placed') {
      this.#placed.add(keyOf(pending.placement.key));
      if (this.#placed.size > REMEMBERED_KEYS) this.#placed.delete(this.#placed.values().next().value!);
    }
    pending.resolve(outcome);
  }

  #write(queued: Queued[]): Promise<(PlacementOutcome | null)[]> {
    return this.deps.db.transaction(async (tx) => {
      const bets = queued.flatMap(({ item }) => item.rows);
      const folded = await this.jackpots.foldInto(tx, bets);
      const { results, funding } = await writeBatch(
        (query) => this.#statements.run(tx, query),
        queued.map(({ item }) => item),
        folded,
      );
      // A request the wallet refused leaves no claim, so that it may be retried.
      const unpaid = queued.filter((_, index) => results[index]!.claimed && !results[index]!.account);
      if (unpaid.length > 0)
        await tx
          .delete(betRequests)
          .where(
            or(
              ...unpaid.map(({ item: { key } }) =>
                and(
                  eq(betRequests.userId, key.userId),
                  eq(betRequests.deviceId, key.deviceId),
                  eq(betRequests.requestKey, key.requestKey),
                ),
              ),
            ),
          );
      const outcomes = queued.map((entry, index) => outcomeOf(entry, results[index]!));
      if (folded && funding.applied) {
        // NOTE: thrown inside the transaction, which rolls the batch back; every request is then placed alone.
        if (funding.moved < folded.levels) throw new LevelMoved('A jackpot level was hit meanwhile');
        for (const outcome of outcomes)
          if (outcome?.kind === 'placed')
            for (const row of outcome.rows) row.usedInJackpot = folded.qualifies(row);
        this.jackpots.applied(
          folded,
          funding.hits.map((hit) => hit.betId),
        );
      } else if (folded) {
        // The plan did not apply (an item was not debited, or a level moved since the service last saw it).
        const { qualifying } = await this.jackpots.funding(tx, placedStakes(outcomes));
        for (const outcome of outcomes)
          if (outcome?.kind === 'placed')
            for (const row of outcome.rows) row.usedInJackpot = qualifying.has(row.id);
      }
      return outcomes;
    });
  }
}
