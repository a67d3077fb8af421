import { randomInt } from 'node:crypto';
import type { Jackpot, JackpotHit, RealtimeEvent } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import { bets } from '../db/schema';
import type { Database } from '../db/client';
import type { DomainEvents } from '../domain-events';
import { ApiError } from '../http/api-error';
import type { JackpotConfig } from './jackpot-config';
import { qualifies } from './funding-plan';
import type { FundingLevel, HitDraw, StakedBet } from './funding-plan';
import { foldFunding } from './batch-funding';
import { fundJackpots, fundingLevels } from './jackpot-funding';
import type { JackpotFunding, PlacementJackpots } from './jackpot-funding';
import { payHit, recordHit } from './jackpot-payout';
import { JackpotStore } from './jackpot-store';
import type { HitFilter } from './jackpot-store';
import { hitView, jackpotView } from './jackpot-views';

/** The draw of the running sandbox: a hit with a chance of one in `hitOneIn`, from the system's CSPRNG. */
export const cryptoDraw: HitDraw = (level) => randomInt(level.hitOneIn) === 0;

/** What the jackpot service is built from (create-jackpot-service.ts wires it from the infrastructure). */
export interface JackpotServiceDeps {
  db: Database;
  events: DomainEvents;
  configs: readonly JackpotConfig[];
  /** Secret the winners' `user_hash` is keyed with. */
  hashSecret: string;
  now: () => Date;
  /** Publishes an event on the player's private channel. */
  publish(userId: number, event: RealtimeEvent): Promise<void>;
  publishBalance(
    userId: number,
    currency: string,
    account: { balance: number; locked: number },
  ): Promise<void>;
}

function notFound(id: number): ApiError {
  return new ApiError(404, 'not_found', 'No such jackpot', { id });
}

/**
 * Jackpots (SPEC §1, §3, §7): the pools funded inside placement (`funding`), hits drawn there or forced by the
 * control API and paid once, and the reads of `/jackpots` and `/jackpot-hits`.
 */
export class JackpotService implements PlacementJackpots {
  readonly store: JackpotStore;
  #draw: HitDraw = cryptoDraw;

  constructor(private readonly deps: JackpotServiceDeps) {
    this.store = new JackpotStore(deps.db);
  }

  /** Replaces the random source of the draw at placement (tests make hits certain or impossible). */
  useDraw(draw: HitDraw): void {
    this.#draw = draw;
  }

  /** Creates the configured jackpots that do not exist yet (at start). */
  seedConfigured(): Promise<void> {
    return this.store.seed(this.deps.configs);
  }

  /**
   * Bets that drew a hit in their placement transaction, paid when the bet is announced after the commit. Kept
   * so that the announcement of every other bet asks the database nothing; a transaction rolled back after the
   * draw leaves an id whose payment then finds no approved hit.
   */
  readonly #drawn = new Set<number>();

  /**
   * The levels as the last folded plan left them, for planning the next batch without reading them; null: read
   * them again. Only a hint: the statement writes a plan only where each level still holds this pool and version.
   */
  #levels: FundingLevel[] | null = null;

  /** Placement's exact call inside its transaction: funds the pools and draws hits (jackpot-funding.ts). */
  readonly funding: JackpotFunding = async (tx, placed) => {
    const funded = await fundJackpots(tx, placed, (level, betId) => this.#draw(level, betId));
    // NOTE: the levels just read under lock are the freshest there are, so the next batch plans from them
    // instead of reading every level again. Should this transaction roll back, the copy is ahead of the
    // database: the next batch's plan then fails its check, is not written, and this path reads them again.
    // A level the copy does not hold (a jackpot started since) makes the next batch read them all.
    if (this.#levels && funded.levels.length > 0) {
      const read = new Map(funded.levels.map((level) => [level.id, level]));
      const known = this.#levels.filter((level) => read.has(level.id)).length;
      this.#levels = known === read.size ? this.#levels.map((level) => read.get(level.id) ?? level) : null;
    }
    for (const betId of funded.hitBetIds) this.#drawn.add(betId);
    return funded;
  };

  /** A placement batch's funding, folded into its statement (batch-funding.ts). */
  readonly foldInto: PlacementJackpots['foldInto'] = async (tx, batch) => {
    this.#levels ??= await fundingLevels(tx, null, false);
    return foldFunding(this.#levels, batch, (level, betId) => this.#draw(level, betId));
  };

  readonly applied: PlacementJackpots['applied'] = (funding, hitBetIds) => {
    this.#levels = funding.after();
    for (const betId of hitBetIds) this.#drawn.add(betId);
  };

  /** `GET /jackpots`. */
  async list(): Promise<Jackpot[]> {
    const [all, paid] = await Promise.all([this.store.list(), this.store.paidByJackpot()]);
    return all.map((entry) => jackpotView(entry, paid.get(entry.jackpot.id) ?? 0));
  }

  /** `GET /jackpots/{id}`: 404 for an unknown or inactive jackpot. */
  async get(id: number): Promise<Jackpot> {
    const [entry] = await this.store.list(id);
    if (!entry) throw notFound(id);
    return jackpotView(entry, (await this.store.paidByJackpot()).get(id) ?? 0);
  }

  /** `POST /jackpots`: the jackpots a bet of this stake in the player's currency would take part in. */
  async forBet(currency: string, stake: number): Promise<{ id: number; name: string }[]> {
    const bet: StakedBet = { id: 0, userId: 0, stake, currency, freebet: false };
    const all = await this.store.list();
    return all
      .filter(({ jackpot }) => qualifies(bet, jackpot))
      .map(({ jackpot }) => ({ id: jackpot.id, name: jackpot.name }));
  }

  /** `GET /jackpot-hits`. */
  async hits(filter: HitFilter): Promise<JackpotHit[]> {
    const rows = await this.store.hits(filter);
    return rows.map((row) => hitView(row, this.deps.hashSecret));
  }

  /** Marks the player's hits seen (`POST /bonuses/mark-as-seen` items of type jackpot). */
  markSeen(userId: number, ids: readonly number[]): Promise<void> {
    return this.store.markSeen(userId, ids);
  }

  /** Pays the hits a bet drew at placement (after its transaction committed); a paid hit is not paid again. */
  async payHitsOfBet(betId: number): Promise<void> {
    if (!this.#drawn.delete(betId)) return;
    for (const hit of await this.store.approvedHitsOfBet(betId)) await this.#pay(hit.id);
  }

  /** Pays the hits left approved when the sandbox stopped between a placement's commit and its payment (at start). */
  async payApproved(): Promise<void> {
    for (const hit of await this.store.approvedHits()) await this.#pay(hit.id);
  }

  /**
   * The control API's forced hit: the bet, which must have taken part in a jackpot, wins a level's pool now
   * (the level by code, else the jackpot's first), paid at once. Answers the hit.
   */
  async forceHit(betId: number, levelCode?: string): Promise<JackpotHit> {
    const [bet] = await this.deps.db.select().from(bets).where(eq(bets.id, betId));
    if (!bet) throw new ApiError(404, 'not_found', 'No such bet', { bet_id: betId });
    if (!bet.usedInJackpot)
      throw new ApiError(409, 'conflict', 'The bet took part in no jackpot', { bet_id: betId });
    const staked = { ...bet, freebet: false };
    const entry = (await this.store.list()).find(({ jackpot }) => qualifies(staked, jackpot));
    const level = entry?.levels.find((candidate) => (levelCode ? candidate.code === levelCode : true));
    if (!level) throw new ApiError(404, 'not_found', 'No such jackpot level', { level: levelCode ?? null });
    this.#levels = null;
    const hitId = await this.deps.db.transaction((tx) => recordHit(tx, level.id, bet));
    await this.#pay(hitId);
    const [row] = (await this.store.hits({ limit: 1, userId: bet.userId })).filter(
      (candidate) => candidate.hit.id === hitId,
    );
    return hitView(row!, this.deps.hashSecret);
  }

  async #pay(hitId: number): Promise<void> {
    const paid = await payHit(this.deps, hitId, this.deps.now());
    if (!paid) return;
    const { hit, account } = paid;
    await this.deps.publishBalance(hit.userId, hit.currency, account);
    await this.deps.publish(hit.userId, {
      event_name: 'bonus_issued',
      message: { bonus_id: hit.id, bonus_type: 'jackpot' },
    });
    await this.deps.events.emit('jackpotHit', {
      userId: hit.userId,
      hitId: hit.id,
      jackpotId: hit.jackpotId,
      amount: hit.amount,
      currency: hit.currency,
    });
  }
}
