import type {
  BonusListItem,
  BonusType,
  Comboboost,
  Freebet,
  RealtimeEvent,
  routes,
} from '@sportsbook/contract';
import { and, eq, lt, min } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { bets } from '../db/schema';
import type { DomainEvents } from '../domain-events';
import { ApiError } from '../http/api-error';
import { getUser } from '../platform/users/user-queries';
import type { SandboxDeps } from '../deps';
import { betTypeOf, isTwoLine, offerOf } from './bet-offers';
import { bonusErrorsFor, bonusNotFound, promoErrors } from './bonus-errors';
import { bonusLegs } from './bonus-legs';
import { comboboostView, freebetView } from './bonus-views';
import { findCampaign, localized } from './campaigns';
import type { CampaignsFile, IssueTrigger } from './campaigns';
import { ineligibility, issuedRow } from './issuance';
import type { BonusPlayer } from './issuance';
import { IssuedBonusStore, computedStatus } from './issued-bonus-store';
import type { IssuedBonusRow } from './issued-bonus-store';

type Route<K extends keyof typeof routes.sportsbook> = (typeof routes.sportsbook)[K];
type Query<K extends keyof typeof routes.sportsbook> = z.output<NonNullable<Route<K>['query']>>;
type Body<K extends keyof typeof routes.sportsbook> = z.output<NonNullable<Route<K>['body']>>;
type ListItem = z.input<typeof BonusListItem>;
type ServedKind = 'comboboost' | 'freebet';

/** What the bonus service is built from: no module state, everything passed in. */
export interface BonusServiceDeps {
  db: Database;
  catalogue: SandboxDeps['catalogue'];
  campaigns: CampaignsFile;
  /** Sends an event to the player's private channel. */
  publish: (userId: number, event: RealtimeEvent) => Promise<void>;
  /** Where `bonusIssued` is emitted for the modules that react to a new bonus. */
  events: Pick<DomainEvents, 'emit'>;
  now: () => Date;
}

/** The kinds of the `/bonuses/{kind}` paths this issue serves. */
const pathKinds: Record<string, ServedKind> = { comboboosts: 'comboboost', freebets: 'freebet' };

/**
 * Comboboosts and freebets (SPEC §3, §6, §7): issuance from the campaigns file (sign-up, first bet, promo
 * codes, the control API), the player's lists and details, seen-marking, activation, and the offers for a bet
 * on the slip. Placement and settlement use the same store through bonus-placement and bonus-settlement.
 */
export class BonusService {
  readonly store: IssuedBonusStore;

  /** Players seen to have bet: bets are never deleted, so a first bet is behind them for good. */
  private readonly bettors = new Set<number>();

  /** Activations of bonuses other modules keep (loyalty programmes): each answers whether the id was theirs. */
  private readonly activations: ((userId: number, id: number) => Promise<boolean>)[] = [];

  constructor(private readonly deps: BonusServiceDeps) {
    this.store = new IssuedBonusStore(deps.db);
  }

  /** The campaigns file the service issues from (other modules issue its campaigns by key). */
  get campaigns(): CampaignsFile {
    return this.deps.campaigns;
  }

  /** Lets another module's bonuses be activated through `POST /bonuses/{id}/activate`. */
  addActivation(activate: (userId: number, id: number) => Promise<boolean>): void {
    this.activations.push(activate);
  }

  /** The player as issuance sees them: verified phone, its country, the account currency. */
  async player(userId: number): Promise<BonusPlayer> {
    const user = await getUser(this.deps.db, userId);
    return {
      id: user.id,
      verified: user.phoneVerifiedAt !== null,
      country: user.phoneCountry,
      currency: user.currency,
    };
  }

  /**
   * Issues a campaign to a player under an issue key (the same key never issues twice) and announces it with
   * `bonus_issued`; answers the new bonus, or null when the key was used or the campaign does not apply to them.
   * A freebet's `amount` (a prize the server computed, in minor units of its currency) replaces the campaign's.
   */
  async issue(
    userId: number,
    campaignKey: string,
    issue: { key: string; trigger: string; validTo?: Date; amount?: { value: number; currency: string } },
  ): Promise<IssuedBonusRow | null> {
    const entry = findCampaign(this.deps.campaigns, campaignKey);
    if (!entry) throw new ApiError(404, 'not_found', `No campaign ${campaignKey}`, { campaign: campaignKey });
    const player = await this.player(userId);
    if (ineligibility(entry.campaign, player)) return null;
    const issued = issuedRow(entry, player, { ...issue, now: this.deps.now() });
    const { amount } = issue;
    const row = await this.store.insert(
      amount && entry.kind === 'freebet'
        ? { ...issued, amount: amount.value, currency: amount.currency }
        : issued,
    );
    if (row) await this.announceIssued(userId, row.id, row.kind as ServedKind);
    return row;
  }

  /**
   * Tells the player (`bonus_issued` on their private channel) and the other modules (`bonusIssued`) that a
   * bonus was issued to them; other modules that issue bonuses of their own (loyalty's lootboxes) call it too.
   */
  async announceIssued(userId: number, bonusId: number, bonusType: BonusType): Promise<void> {
    await this.deps.publish(userId, {
      event_name: 'bonus_issued',
      message: { bonus_id: bonusId, bonus_type: bonusType },
    });
    await this.deps.events.emit('bonusIssued', { userId, bonusId, bonusType });
  }

  /** Issues every campaign that is issued on this event (sign-up, first bet, the seed); once per player each. */
  async issueOn(userId: number, trigger: IssueTrigger): Promise<IssuedBonusRow[]> {
    const { comboboosts, freebets } = this.deps.campaigns;
    const due = [...comboboosts, ...freebets].filter((campaign) => campaign.issue_on.includes(trigger));
    const issued: IssuedBonusRow[] = [];
    for (const campaign of due) {
      const row = await this.issue(userId, campaign.key, { key: `${trigger}:${campaign.key}`, trigger });
      if (row) issued.push(row);
    }
    return issued;
  }

  /**
   * Issues the first-bet campaigns when these bets are the player's first (no bet of theirs is older). Asked at
   * most once per player and process: each placement would otherwise cost a query for a fact that never reverts.
   */
  async issueOnFirstBet(userId: number, placedIds: readonly number[]): Promise<void> {
    if (this.bettors.has(userId)) return;
    const [older] = await this.deps.db
      .select({ id: min(bets.id) })
      .from(bets)
      .where(and(eq(bets.userId, userId), lt(bets.id, Math.min(...placedIds))));
    this.bettors.add(userId);
    if (older?.id == null) await this.issueOn(userId, 'first_bet');
  }

  /** Redeems a promo code (SPEC §7): unknown 404, expired 410, foreign country or unverified 403, used 409. */
  async redeem(userId: number, code: string): Promise<{ bonus_id: number; bonus_type: ServedKind }> {
    const normalized = code.trim().toUpperCase();
    const promo = this.deps.campaigns.promo_codes.find((candidate) => candidate.code === normalized);
    if (!promo) throw promoErrors.unknown(normalized);
    if (new Date(promo.valid_to).getTime() <= this.deps.now().getTime())
      throw promoErrors.expired(normalized, promo.valid_to);
    const player = await this.player(userId);
    const countries = promo.country_codes;
    if (countries.length > 0 && (player.country === null || !countries.includes(player.country)))
      throw promoErrors.foreign(normalized);
    const entry = findCampaign(this.deps.campaigns, promo.campaign)!;
    const refusal = ineligibility(entry.campaign, player);
    if (refusal === 'not_verified') throw promoErrors.unverified(normalized);
    if (refusal) throw promoErrors.foreign(normalized);
    const row = await this.issue(userId, promo.campaign, {
      key: `promo:${normalized}`,
      trigger: 'promo_code',
    });
    if (!row) throw promoErrors.used(normalized);
    return { bonus_id: row.id, bonus_type: row.kind as ServedKind };
  }

  /** One issued bonus in its §3 shape. */
  view(row: IssuedBonusRow, locale?: string): ListItem {
    const now = this.deps.now();
    return row.kind === 'comboboost'
      ? { kind: 'comboboost', ...comboboostView(row, this.deps.catalogue, now, locale) }
      : { kind: 'freebet', ...freebetView(row, now, locale) };
  }

  /** `GET /bonuses`: the player's bonuses by computed status, at most limit_per_type of each type (§9: 4). */
  async list(userId: number, query: Query<'getBonuses'>, locale?: string): Promise<{ data: ListItem[] }> {
    const now = this.deps.now();
    const rows = (await this.store.list(userId, query.type)).filter((row) => {
      const status = computedStatus(row, now);
      if (query.available === true && !(status === 'available' || status === 'active')) return false;
      if (query.available !== true && status !== query.status) return false;
      return !(query.unseen === true && row.seen);
    });
    const perType = new Map<string, number>();
    const data = rows.filter((row) => {
      const count = perType.get(row.kind) ?? 0;
      perType.set(row.kind, count + 1);
      return count < query.limit_per_type;
    });
    return { data: data.map((row) => this.view(row, locale)) };
  }

  /** `GET /bonuses/comboboosts` and `/freebets`: the player's bonuses of one kind, paged (visitors hold none). */
  async page(
    userId: number | null,
    kind: ServedKind,
    query: { page: number; limit: number; status?: string },
  ) {
    const now = this.deps.now();
    const rows = userId === null ? [] : await this.store.list(userId, kind);
    const matching = rows.filter((row) => !query.status || computedStatus(row, now) === query.status);
    const start = (query.page - 1) * query.limit;
    return { rows: matching.slice(start, start + query.limit), total: matching.length };
  }

  /** `GET /bonuses/{kind}/{id}`: one of the player's bonuses; another player's, or a visitor, gets 404. */
  async details(userId: number | null, pathKind: string, id: number, locale?: string): Promise<ListItem> {
    const kind = pathKinds[pathKind];
    const row = userId === null || !kind ? undefined : await this.store.find(userId, id);
    if (!row || row.kind !== kind) throw bonusNotFound(id);
    return this.view(row, locale);
  }

  /** `GET /bonuses/{kind}/terms`: the kind's terms in the asked language (English when it has none). */
  terms(pathKind: string, locale?: string): { title: string; body: string } {
    const texts = this.deps.campaigns.terms[pathKind as 'comboboosts' | 'freebets'];
    if (!texts) throw new ApiError(404, 'not_found', `No terms for ${pathKind}`, { kind: pathKind });
    return localized(texts, locale);
  }

  /** `POST /bonuses/mark-as-seen`. */
  async markSeen(userId: number, items: Body<'markBonusesSeen'>): Promise<void> {
    await this.store.markSeen(
      userId,
      items.filter((item) => item.type === 'comboboost' || item.type === 'freebet').map((item) => item.id),
    );
  }

  /** `POST /bonuses/{id}/activate`: 404 for a bonus the player does not hold, 409 when it cannot be activated. */
  async activate(userId: number, id: number): Promise<void> {
    const row = await this.store.find(userId, id);
    if (!row) {
      for (const activation of this.activations) if (await activation(userId, id)) return;
      throw bonusNotFound(id);
    }
    if (row.status === 'active' && computedStatus(row, this.deps.now()) === 'active') return;
    const activated = await this.store.activate(userId, id, this.deps.now());
    if (!activated) throw bonusErrorsFor.notActivatable(id, computedStatus(row, this.deps.now()));
  }

  /** `POST /bonuses`: every usable comboboost and freebet, each with how it fits the bet on the slip. */
  async offers(userId: number, body: Body<'getBetBonuses'>, locale?: string) {
    const legs = bonusLegs(this.deps.catalogue, body.selections);
    if (!legs) return { bonuses: [] };
    const currency = body.currency ?? (await this.player(userId)).currency;
    const type = betTypeOf(body.selections, body.bet_type);
    const bet = { type, legs, currency, twoLine: isTwoLine(body.selections) };
    const rows = await this.store.usable(userId, this.deps.now());
    return { bonuses: rows.map((row) => offerOf(row, bet, locale)) };
  }

  /** The §3 shapes of a page of rows. */
  comboboostPage(rows: IssuedBonusRow[], locale?: string): z.input<typeof Comboboost>[] {
    return rows.map((row) => comboboostView(row, this.deps.catalogue, this.deps.now(), locale));
  }

  freebetPage(rows: IssuedBonusRow[], locale?: string): z.input<typeof Freebet>[] {
    return rows.map((row) => freebetView(row, this.deps.now(), locale));
  }
}
