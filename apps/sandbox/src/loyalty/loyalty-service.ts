import { randomInt } from 'node:crypto';
import type {
  BonusType,
  FarmingBonus,
  LeaderboardRow,
  Prediction,
  RealtimeEvent,
} from '@sportsbook/contract';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import type { BonusService } from '../bonuses/bonus-service';
import { bonusErrorsFor } from '../bonuses/bonus-errors';
import { findCampaign } from '../bonuses/campaigns';
import { amountIn } from '../bonuses/issuance';
import { farmBet } from './bet-farming';
import { FarmingEditions } from './farming-editions';
import type { Running } from './farming-editions';
import { filterBonusList } from './bonus-list-filter';
import type { BonusListQuery } from './bonus-list-filter';
import { drawPrize } from './farming-rules';
import { leaderboard } from './leaderboard';
import { LootboxStore } from './lootbox-store';
import { LoyaltyStore } from './loyalty-store';
import type { EntryRow, ProgrammeRow } from './loyalty-store';
import { lootboxView, programmeView, promotionStatus } from './loyalty-views';
import type { ViewContext } from './loyalty-views';
import type { LoyaltyProgrammes } from './programmes';
import { runningProgrammes } from './running-programmes';
import { payTournament } from './tournament-payout';
import type { TournamentPrize } from './tournament-prizes';
import { VoteStore } from './vote-store';

type View = z.input<typeof FarmingBonus>;
type Paging = { page: number; limit: number; status?: string | undefined };

/** What the loyalty service is built from: no module state, everything passed in. */
export interface LoyaltyServiceDeps {
  db: Database;
  bonuses: BonusService;
  programmes: LoyaltyProgrammes;
  /** Sends an event to the public channel of every language of the site. */
  publishPublic: (event: RealtimeEvent) => Promise<void>;
  now: () => Date;
  /** The sportsbook origin, which serves the banner images (known once it listens). */
  sportsbookUrl: () => string;
  /** A number in [0, 1) for prize draws. */
  roll?: () => number;
}

const lootboxNotFound = (id: number) => new ApiError(404, 'not_found', `No lootbox with id ${id}`, { id });

/**
 * Huntings, hunting tournaments, lootboxes and predictions (SPEC §1, §3, §7; decision 0020), built on the bonus
 * module's public functions: a hunting's conversion is a freebet issued by it, a lootbox boosts one of its
 * freebets. Bets reach it through the `betChanged` domain event (subscribed in services.ts).
 */
export class LoyaltyService {
  readonly store: LoyaltyStore;
  readonly lootboxes: LootboxStore;
  readonly votes: VoteStore;
  /** The editions bets farm into and who joined them, held in memory (a placed bet costs no query for them). */
  readonly farming: FarmingEditions;
  private readonly roll: () => number;

  constructor(private readonly deps: LoyaltyServiceDeps) {
    this.store = new LoyaltyStore(deps.db);
    this.lootboxes = new LootboxStore(deps.db);
    this.votes = new VoteStore(deps.db);
    this.farming = new FarmingEditions(this.store, () => this.running(), deps.now);
    this.roll = deps.roll ?? (() => randomInt(1_000_000) / 1_000_000);
  }

  /** The programmes' terms. */
  get config(): LoyaltyProgrammes {
    return this.deps.programmes;
  }

  /** The hunting and tournament editions running now; a tournament whose end has passed is paid out first. */
  async running(): Promise<Running> {
    const now = this.deps.now();
    for (const id of await this.store.endedTournaments(now)) await this.finishTournament(id);
    return runningProgrammes(this.store, this.deps.programmes, now);
  }

  /**
   * Ends a tournament now (the control API) or at its end (`running`) and pays its pool to the ranked players;
   * answers the prizes. Ending it twice pays once: the prizes are issued under keys unique per player.
   */
  async finishTournament(id: number): Promise<TournamentPrize[]> {
    const now = this.deps.now();
    const row = (await this.store.finish(id, now)) ?? (await this.store.programme(id));
    if (row?.kind !== 'tournament') throw new ApiError(404, 'not_found', `No tournament ${id}`, { id });
    if (promotionStatus(row, now) !== 'finished')
      throw new ApiError(409, 'tournament_not_running', 'Only a running tournament can end', { id });
    // NOTE: farming's held editions end here, not at the window's end: the next bet reads the next edition.
    this.farming.forget();
    const defaults = this.deps.programmes.tournament;
    return payTournament({ store: this.store, bonuses: this.deps.bonuses, defaults }, row);
  }

  /** The `betChanged` listener: farms the bet into what the player joined. */
  async onBetChanged(userId: number, bet: Parameters<typeof farmBet>[3]): Promise<void> {
    const editions = await this.farming.current();
    if (!editions.joined(userId)) return;
    await farmBet(
      {
        store: this.store,
        bonuses: this.deps.bonuses,
        programmes: this.deps.programmes,
        now: this.deps.now,
        earnLootbox: (userId, earnKey) => this.earnLootbox(userId, earnKey),
        poolChanged: (tournament, pool) =>
          this.deps.publishPublic({
            event_name: 'tournament_pool_changed',
            message: { tournament_id: tournament.id, pool_amount: pool, currency: tournament.currency },
          }),
      },
      editions.running,
      userId,
      bet,
    );
  }

  /** Gives a player a lootbox under an earn key (once per key) and announces it like any issued bonus. */
  async earnLootbox(userId: number, earnKey: string): Promise<number | null> {
    const box = this.deps.programmes.lootbox;
    const validTo = new Date(this.deps.now().getTime() + box.valid_days * 86_400_000);
    const terms = box as unknown as Record<string, unknown>;
    const row = await this.lootboxes.earn(userId, earnKey, terms, validTo);
    if (row) await this.deps.bonuses.announceIssued(userId, row.id, 'lootbox');
    return row?.id ?? null;
  }

  /**
   * `GET /bonuses` for loyalty: the running hunting and tournament and the player's lootboxes, filtered as the
   * bonus module filters its own, each marked `kind: farming`.
   */
  async bonusList(userId: number, query: BonusListQuery, locale?: string) {
    const programmes = [
      ...(await this.listProgrammes(userId, 'hunting', { page: 1, limit: 50 }, locale)).rows,
      ...(await this.listProgrammes(userId, 'tournament', { page: 1, limit: 50 }, locale)).rows,
    ];
    const boxes = (await this.lootboxList(userId, { page: 1, limit: 50 }, locale)).rows;
    const ids = programmes.map((view) => view.id);
    const seen = await this.store.seenProgrammes(userId, ids);
    for (const row of await this.lootboxes.list(userId)) if (row.seen) seen.add(row.id);
    const views = filterBonusList([...programmes, ...boxes], seen, query);
    return views.map((view) => ({ kind: 'farming' as const, ...view }));
  }

  /** `POST /bonuses/mark-as-seen` for loyalty: huntings and tournaments offered, lootboxes held. */
  async markSeen(userId: number, items: readonly { id: number; type: BonusType }[]): Promise<void> {
    const idsOf = (...types: BonusType[]) =>
      items.filter((item) => types.includes(item.type)).map((item) => item.id);
    const programmeIds: number[] = [];
    for (const id of idsOf('hunting', 'tournament'))
      if ((await this.store.programme(id)) !== undefined) programmeIds.push(id);
    if (programmeIds.length > 0) {
      const { currency } = await this.deps.bonuses.player(userId);
      await this.store.markSeen(userId, programmeIds, currency);
    }
    await this.lootboxes.markSeen(userId, idsOf('lootbox'));
  }

  /** Joins a hunting or tournament (`POST /bonuses/{id}/activate`); false when the id is not a programme. */
  async activate(userId: number, id: number): Promise<boolean> {
    const programme = await this.store.programme(id);
    if (!programme) return false;
    const status = promotionStatus(programme, this.deps.now());
    if (status !== 'active') throw bonusErrorsFor.notActivatable(id, status);
    const { currency } = await this.deps.bonuses.player(userId);
    await this.store.join(id, userId, currency, this.deps.now());
    this.farming.noteJoined(id, userId);
    return true;
  }

  /** `GET /bonuses/huntings` and `/bonuses/tournaments`: visitors see the ones shown in promotions. */
  async listProgrammes(
    userId: number | null,
    kind: 'hunting' | 'tournament',
    query: Paging,
    locale?: string,
  ) {
    const running = await this.running();
    const rows = [kind === 'hunting' ? running.hunting : running.tournament];
    const entries =
      userId === null
        ? []
        : await this.store.entries(
            userId,
            rows.map((row) => row.id),
          );
    const views: View[] = [];
    for (const row of rows) {
      const entry = entries.find((candidate) => candidate.programmeId === row.id);
      if (!entry && !(row.terms as { show_in_promotion: boolean }).show_in_promotion) continue;
      views.push(await this.programmeView(row, entry, userId, locale));
    }
    return this.paged(views, query);
  }

  private async programmeView(
    row: ProgrammeRow,
    entry: EntryRow | undefined,
    userId: number | null,
    locale?: string,
  ): Promise<View> {
    const farmed = entry ? await this.store.farmedOf(row.id, entry.userId) : { eventIds: [], betIds: [] };
    let potentialFreebet = 0;
    if (row.kind === 'hunting') {
      const campaign = findCampaign(
        this.deps.bonuses.campaigns,
        this.deps.programmes.hunting.freebet_campaign,
      );
      const euro = campaign?.kind === 'freebet' ? campaign.campaign.amount_eur : 0;
      potentialFreebet = amountIn(entry?.currency ?? row.currency, euro);
    } else if (entry) {
      const own = (await this.rating(row.id, userId)).data.find((line) => line.current_user);
      const percent = own ? (this.deps.programmes.tournament.prize_percents[own.position - 1] ?? 0) : 0;
      potentialFreebet = Math.floor((row.poolAmount * percent) / 100);
    }
    return programmeView(row, entry, { ...farmed, potentialFreebet }, this.viewContext(locale));
  }

  private viewContext(locale: string | undefined): ViewContext {
    return { locale, now: this.deps.now(), sportsbookUrl: this.deps.sportsbookUrl() };
  }

  /** `GET /bonuses/tournaments/{id}/rating`: the leaderboard, the viewer's row unmasked and always present. */
  async rating(id: number, userId: number | null): Promise<{ data: LeaderboardRow[] }> {
    const programme = await this.store.programme(id);
    if (programme?.kind !== 'tournament') throw new ApiError(404, 'not_found', `No tournament ${id}`, { id });
    return { data: leaderboard(await this.store.scored(id), userId, programme.currency) };
  }

  /** `GET /bonuses/lootboxes`: the player's lootboxes (active ones by default, §9). */
  async lootboxList(userId: number, query: Paging, locale?: string) {
    const context = this.viewContext(locale);
    const { currency } = await this.deps.bonuses.player(userId);
    const boostable = await this.boostableFreebets(userId);
    const views = (await this.lootboxes.list(userId)).map((row) =>
      lootboxView(row, currency, boostable, context),
    );
    return this.paged(views, query);
  }

  /** Freebets a lootbox can boost: usable, never used, never boosted. */
  private async boostableFreebets(userId: number): Promise<number[]> {
    const rows = await this.deps.bonuses.store.usable(userId, this.deps.now());
    return rows
      .filter((row) => row.kind === 'freebet' && row.timesUsed === 0)
      .filter((row) => (row.terms as { boost_multiplier?: number }).boost_multiplier === undefined)
      .map((row) => row.id);
  }

  /** `POST /bonuses/{id}/boost`: opens a lootbox; the server draws the multiplier and boosts the freebet. */
  async boost(userId: number, id: number, freebetId: number) {
    const lootbox = await this.lootboxes.find(userId, id);
    if (!lootbox) throw lootboxNotFound(id);
    const prizes = (lootbox.terms as { prizes: { tenths: number; weight: number }[] }).prizes;
    const prize = drawPrize(prizes, this.roll());
    const opened = await this.lootboxes.open(userId, id, freebetId, prize.tenths, this.deps.now());
    if (!opened.ok) {
      if (opened.reason === 'not_found') throw lootboxNotFound(id);
      if (opened.reason === 'lootbox_opened')
        throw new ApiError(409, 'lootbox_opened', 'The lootbox was opened already', { id });
      throw new ApiError(409, 'freebet_not_boostable', 'This freebet cannot be boosted', {
        freebet_id: freebetId,
      });
    }
    return {
      boost_multiplier: prize.tenths / 10,
      freebet_id: opened.freebet.id,
      amount: opened.freebet.amount ?? 0,
      currency: opened.freebet.currency ?? 'EUR',
    };
  }

  /** `GET /vote`: the player's vote in a prediction, or null. */
  vote(userId: number, predictionId: number): Promise<z.input<typeof Prediction> | null> {
    return this.votes.get(userId, predictionId);
  }

  /** `POST /vote`: saves (or replaces) the player's vote. */
  saveVote(userId: number, predictionId: number, data: Record<string, unknown>) {
    return this.votes.save(userId, predictionId, data, this.deps.now());
  }

  private paged(views: View[], query: Paging) {
    const matching = views.filter((view) => !query.status || view.status === query.status);
    const start = (query.page - 1) * query.limit;
    return { rows: matching.slice(start, start + query.limit), total: matching.length };
  }
}
