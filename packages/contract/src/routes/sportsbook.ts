import { z } from 'zod';
import {
  BetBonusOffer,
  BonusListItem,
  BonusType,
  BonusState,
  Comboboost,
  FarmingBonus,
  Freebet,
  Jackpot,
  JackpotHit,
  LeaderboardRow,
  Prediction,
} from '../bonuses/bonus';
import { Category } from '../catalogue/category';
import { League } from '../catalogue/league';
import { Market } from '../catalogue/market';
import { Counters, Match, MatchListItem, MatchStatusValue, Outright } from '../catalogue/match';
import { Sport, SportKind } from '../catalogue/sport';
import { MatchStatisticsView, StatisticsType } from '../catalogue/statistics';
import { CurrencyCode, Id, IdParam, QueryBoolean, Timestamp, commaList } from '../common/money';
import { PageQuery, paged } from '../common/pagination';
import { defineRoute } from '../http/route';
import { sportsbookRefs } from './sportsbook.refs';
import { Notification, NotificationCounters } from '../notifications/notification';
import {
  AuthorizeChannelsRequest,
  AuthorizeChannelsResponse,
  ConnectionTokenResponse,
} from '../realtime/events';
import { Settings, UpdateSettingsRequest } from '../settings/settings';
import { PlaceBetSelection } from '../bets/place-bets';
import { BetType } from '../bets/bet';

const ok = z.object({ ok: z.literal(true) });
const idParams = z.strictObject({ id: IdParam });
const locale = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/)
  .optional();
const MatchStatusParam = z.coerce.number().pipe(MatchStatusValue);
const sortBy = z.enum(['priority', 'start_time', 'bet_count']);

/**
 * The video of a match (SPEC §7 "video"; shape ours): `hls` or `mp4` for a provider's stream, `iframe` for a page
 * to embed whole. The sandbox has no footage to serve, so it answers `iframe` with its own match tracker page
 * (`/fe-api/tracker/{id}`): an animated view of the live score and clock, not a video.
 */
export const MatchVideo = z.object({
  url: z.string().min(1),
  type: z.enum(['hls', 'mp4', 'iframe']),
  provider: z.string().min(1),
});

/** Stream qualities of a match (SPEC §7 "streams"; shape ours), each playable as `type` says. */
export const MatchStreams = z.object({
  data: z.array(
    z.object({ id: z.string(), url: z.string(), quality: z.string(), type: MatchVideo.shape.type }),
  ),
});

/** Favourite kinds (the spec's `{type}`; ours). */
export const FavouriteType = z.enum(['matches', 'tournaments']);

/** The sportsbook API v2 (SPEC §7 Sportsbook API), under `/api/v2` on the sportsbook origin. */
export const sportsbookRoutes = {
  createConnectionToken: defineRoute({
    ...sportsbookRefs.createConnectionToken,
    summary: 'A connection token for the real-time hub (anonymous for visitors)',
    response: ConnectionTokenResponse,
  }),
  authorizeChannels: defineRoute({
    ...sportsbookRefs.authorizeChannels,
    summary: "Subscription tokens for the player's private channels",
    body: AuthorizeChannelsRequest,
    response: AuthorizeChannelsResponse,
  }),
  getMatches: defineRoute({
    ...sportsbookRefs.getMatches,
    summary: 'Matches by any of the listed filters, paged',
    query: PageQuery.extend({
      id: commaList(z.coerce.number().int().positive()).optional(),
      /** The kind of event listed: matches when left out; races and lottery draws only when asked for. */
      type: z.enum(['match', 'race', 'draw']).optional(),
      sport_key: z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/)
        .optional(),
      sport_type: SportKind.optional(),
      category_id: IdParam.optional(),
      tournament_id: IdParam.optional(),
      match_status: commaList(MatchStatusParam).optional(),
      sort_by: sortBy.optional(),
      start_from: Timestamp.optional(),
      start_to: Timestamp.optional(),
      bettable: QueryBoolean.optional(),
      max_per_sport: z.coerce.number().int().positive().max(500).optional(),
      favourite: QueryBoolean.optional(),
      has_video: QueryBoolean.optional(),
      /** The match with this slug (ours: lets `/[sport]/[slug]` resolve a match page). */
      slug: z
        .string()
        .regex(/^[a-z0-9-]{1,160}$/)
        .optional(),
      locale,
    }).strict(),
    response: paged(MatchListItem),
  }),
  getMatch: defineRoute({
    ...sportsbookRefs.getMatch,
    summary: 'One match',
    params: idParams,
    query: z.strictObject({ locale }),
    response: Match,
  }),
  getMatchMarkets: defineRoute({
    ...sportsbookRefs.getMatchMarkets,
    summary: 'Markets of a match; markets whose status is not allowed are left out',
    params: idParams,
    query: PageQuery.extend({
      group_key: z
        .string()
        .regex(/^[a-z0-9_]{1,40}$/)
        .optional(),
      market_id: IdParam.optional(),
      marketIds: commaList(z.coerce.number().int().positive()).optional(),
      locale,
    }).strict(),
    response: paged(Market),
  }),
  getMatchStatistics: defineRoute({
    ...sportsbookRefs.getMatchStatistics,
    summary: 'A statistics view of a match (timeline, lineups, head-to-head, standings)',
    params: z.strictObject({ id: IdParam, type: StatisticsType }),
    response: MatchStatisticsView,
  }),
  getMatchVideo: defineRoute({
    ...sportsbookRefs.getMatchVideo,
    summary: 'The video of a match that has one',
    params: idParams,
    response: MatchVideo,
  }),
  getMatchStreams: defineRoute({
    ...sportsbookRefs.getMatchStreams,
    summary: 'Stream qualities of a match',
    params: idParams,
    response: MatchStreams,
  }),
  getOutrights: defineRoute({
    ...sportsbookRefs.getOutrights,
    summary:
      'Outrights (league winner, top scorer, relegation …) by sport, category, league and status, paged',
    query: PageQuery.extend({
      sport_key: z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/)
        .optional(),
      category_id: IdParam.optional(),
      tournament_id: IdParam.optional(),
      status: commaList(MatchStatusParam).optional(),
      locale,
    }).strict(),
    response: paged(Outright),
  }),
  getOutright: defineRoute({
    ...sportsbookRefs.getOutright,
    summary: 'One outright with its markets',
    params: idParams,
    query: z.strictObject({ locale }),
    response: Outright,
  }),
  getSports: defineRoute({
    ...sportsbookRefs.getSports,
    summary: 'Sports of the catalogue, by priority',
    query: PageQuery.extend({ locale, type: SportKind.optional() }).strict(),
    response: paged(Sport),
  }),
  getCategories: defineRoute({
    ...sportsbookRefs.getCategories,
    summary: 'Categories, by priority',
    query: PageQuery.extend({
      sport_key: z.string().max(40).optional(),
      slug: z.string().max(120).optional(),
      locale,
    }).strict(),
    response: paged(Category),
  }),
  getCategory: defineRoute({
    ...sportsbookRefs.getCategory,
    summary: 'One category',
    params: idParams,
    response: Category,
  }),
  getTournaments: defineRoute({
    ...sportsbookRefs.getTournaments,
    summary: 'Leagues (tournaments), by priority',
    query: PageQuery.extend({
      sport_key: z.string().max(40).optional(),
      category_id: IdParam.optional(),
      slug: z.string().max(120).optional(),
      locale,
    }).strict(),
    response: paged(League),
  }),
  getTournament: defineRoute({
    ...sportsbookRefs.getTournament,
    summary: 'One league',
    params: idParams,
    response: League,
  }),
  getCounters: defineRoute({
    ...sportsbookRefs.getCounters,
    summary: 'Live and event counts per sport, category and league',
    body: z.strictObject({
      sport_ids: z.array(Id).max(100).optional(),
      category_ids: z.array(Id).max(500).optional(),
      tournament_ids: z.array(Id).max(500).optional(),
      status: MatchStatusValue.optional(),
      type: z.enum(['match', 'outright']).optional(),
      start_from: Timestamp.optional(),
      start_to: Timestamp.optional(),
    }),
    response: Counters,
  }),
  search: defineRoute({
    ...sportsbookRefs.search,
    summary: 'Matches, leagues and teams matching a query of 3 to 50 characters',
    query: z.strictObject({
      q: z.string().trim().min(3).max(50),
      sport_type: SportKind.optional(),
      match_status: MatchStatusParam.optional(),
      only_events_name: QueryBoolean.optional(),
      locale,
    }),
    response: z.object({ matches: z.array(MatchListItem), tournaments: z.array(League) }),
  }),
  getSettings: defineRoute({
    ...sportsbookRefs.getSettings,
    summary: 'Sportsbook settings of the player, or the defaults for visitors',
    response: Settings,
  }),
  updateSettings: defineRoute({
    ...sportsbookRefs.updateSettings,
    summary: "Changes the player's settings",
    body: UpdateSettingsRequest,
    response: Settings,
  }),
  getNotifications: defineRoute({
    ...sportsbookRefs.getNotifications,
    summary: "The player's notifications, newest first",
    query: PageQuery.strict(),
    response: paged(Notification),
  }),
  getNotificationCounters: defineRoute({
    ...sportsbookRefs.getNotificationCounters,
    summary: 'Unread notification count',
    response: NotificationCounters,
  }),
  readAllNotifications: defineRoute({
    ...sportsbookRefs.readAllNotifications,
    summary: 'Marks every notification read',
    response: ok,
  }),
  readNotifications: defineRoute({
    ...sportsbookRefs.readNotifications,
    summary: 'Marks notifications read',
    body: z.strictObject({ ids: z.array(Id).min(1).max(500) }),
    response: ok,
  }),
  getFavourites: defineRoute({
    ...sportsbookRefs.getFavourites,
    summary: "Ids of the player's favourites of a type",
    params: z.strictObject({ type: FavouriteType }),
    query: z.strictObject({ matchStatus: MatchStatusParam.optional(), isBettable: QueryBoolean.optional() }),
    response: z.object({ favoriteIds: z.array(Id) }),
  }),
  addFavourite: defineRoute({
    ...sportsbookRefs.addFavourite,
    summary: 'Adds a favourite',
    params: z.strictObject({ type: FavouriteType, id: IdParam }),
    response: ok,
  }),
  removeFavourite: defineRoute({
    ...sportsbookRefs.removeFavourite,
    summary: 'Removes a favourite',
    params: z.strictObject({ type: FavouriteType, id: IdParam }),
    response: ok,
  }),
  getBonuses: defineRoute({
    ...sportsbookRefs.getBonuses,
    summary: "The player's bonuses of every kind (page size 4, active only by default)",
    query: z.strictObject({
      status: BonusState.default('active'),
      available: QueryBoolean.optional(),
      unseen: QueryBoolean.optional(),
      limit_per_type: z.coerce.number().int().positive().max(50).default(4),
      type: BonusType.optional(),
    }),
    response: z.object({ data: z.array(BonusListItem) }),
  }),
  getBetBonuses: defineRoute({
    ...sportsbookRefs.getBetBonuses,
    summary:
      "Bonuses a bet on the slip can use, each with why it does or does not fit (payload ours: the bet's selections, stake, currency and type)",
    body: z.strictObject({
      selections: z.array(PlaceBetSelection).min(1).max(30),
      stake: z.number().int().nonnegative(),
      currency: CurrencyCode.optional(),
      bet_type: BetType.optional(),
    }),
    response: z.object({ bonuses: z.array(BetBonusOffer) }),
  }),
  getComboboosts: defineRoute({
    ...sportsbookRefs.getComboboosts,
    summary: 'Comboboosts',
    query: PageQuery.extend({ status: BonusState.optional() }).strict(),
    response: paged(Comboboost),
  }),
  getFreebets: defineRoute({
    ...sportsbookRefs.getFreebets,
    summary: 'Freebets',
    query: PageQuery.extend({ status: BonusState.optional() }).strict(),
    response: paged(Freebet),
  }),
  getHuntings: defineRoute({
    ...sportsbookRefs.getHuntings,
    summary: 'Huntings',
    query: PageQuery.extend({ status: BonusState.optional() }).strict(),
    response: paged(FarmingBonus),
  }),
  getLootboxes: defineRoute({
    ...sportsbookRefs.getLootboxes,
    summary: 'Lootboxes (active by default)',
    query: PageQuery.extend({ status: BonusState.default('active') }).strict(),
    response: paged(FarmingBonus),
  }),
  getBonusTournaments: defineRoute({
    ...sportsbookRefs.getBonusTournaments,
    summary: 'Hunting tournaments (page 1, limit 1 by default)',
    query: z.strictObject({
      page: z.coerce.number().int().positive().default(1),
      limit: z.coerce.number().int().positive().max(500).default(1),
      status: BonusState.optional(),
    }),
    response: paged(FarmingBonus),
  }),
  getBonusDetails: defineRoute({
    ...sportsbookRefs.getBonusDetails,
    summary: 'One bonus',
    params: z.strictObject({
      kind: z.enum(['comboboosts', 'freebets', 'huntings', 'lootboxes', 'tournaments']),
      id: IdParam,
    }),
    query: z.strictObject({ locale }),
    response: BonusListItem,
  }),
  getBonusTerms: defineRoute({
    ...sportsbookRefs.getBonusTerms,
    summary: 'Terms of a bonus kind',
    params: z.strictObject({
      kind: z.enum(['comboboosts', 'freebets', 'huntings', 'lootboxes', 'tournaments']),
    }),
    query: z.strictObject({ locale }),
    response: z.object({ title: z.string(), body: z.string() }),
  }),
  markBonusesSeen: defineRoute({
    ...sportsbookRefs.markBonusesSeen,
    summary: 'Marks bonuses seen (sent only for bonuses not yet seen)',
    body: z
      .array(z.strictObject({ id: Id, type: BonusType }))
      .min(1)
      .max(100),
    response: ok,
  }),
  activateBonus: defineRoute({
    ...sportsbookRefs.activateBonus,
    summary: 'Activates a bonus',
    params: idParams,
    response: ok,
  }),
  boostBonus: defineRoute({
    ...sportsbookRefs.boostBonus,
    summary:
      'Opens a lootbox: the server draws its prize, a multiplier of the freebet it boosts (payload ours: the freebet, one of freebets_to_boost)',
    params: idParams,
    body: z.strictObject({ freebet_id: Id }),
    response: z.object({
      boost_multiplier: z.number().positive(),
      freebet_id: Id,
      /** The boosted freebet's stake now, in minor units of its currency. */
      amount: z.number().int().nonnegative(),
      currency: CurrencyCode,
    }),
  }),
  redeemPromoCode: defineRoute({
    ...sportsbookRefs.redeemPromoCode,
    summary: 'Redeems a promo code',
    body: z.strictObject({ code: z.string().trim().min(3).max(40) }),
    response: z.object({ bonus_id: Id, bonus_type: BonusType }),
  }),
  getTournamentRating: defineRoute({
    ...sportsbookRefs.getTournamentRating,
    summary: 'Leaderboard of a hunting tournament',
    params: idParams,
    response: z.object({ data: z.array(LeaderboardRow) }),
  }),
  getBetJackpots: defineRoute({
    ...sportsbookRefs.getBetJackpots,
    summary: 'Jackpots a bet on the slip takes part in (payload ours: selections and stake)',
    body: z.strictObject({
      selections: z.array(PlaceBetSelection).min(1).max(30),
      stake: z.number().int().nonnegative(),
    }),
    response: z.object({ jackpots: z.array(z.object({ id: Id, name: z.string() })) }),
  }),
  getJackpots: defineRoute({
    ...sportsbookRefs.getJackpots,
    summary: 'Jackpots (refetched every 15 s)',
    response: z.object({ data: z.array(Jackpot) }),
  }),
  getJackpot: defineRoute({
    ...sportsbookRefs.getJackpot,
    summary: 'One jackpot',
    params: idParams,
    response: Jackpot,
  }),
  getJackpotHits: defineRoute({
    ...sportsbookRefs.getJackpotHits,
    summary: 'Jackpot hits (page size 10)',
    query: z.strictObject({
      jackpot_id: IdParam.optional(),
      limit: z.coerce.number().int().positive().max(100).default(10),
      status: commaList(z.enum(['approved', 'paid'])).optional(),
      for_user: QueryBoolean.optional(),
      unseen: QueryBoolean.optional(),
    }),
    response: z.object({ data: z.array(JackpotHit) }),
  }),
  getVote: defineRoute({
    ...sportsbookRefs.getVote,
    summary: "The player's prediction",
    query: z.strictObject({ prediction_id: IdParam }),
    response: Prediction.nullable(),
  }),
  saveVote: defineRoute({
    ...sportsbookRefs.saveVote,
    summary: 'Saves a prediction',
    body: z.strictObject({ prediction_id: Id, data: z.record(z.string(), z.unknown()) }),
    response: Prediction,
  }),
  getWatchersUserId: defineRoute({
    ...sportsbookRefs.getWatchersUserId,
    summary: "The player's id for the chat widget",
    response: z.object({ id: z.string() }),
  }),
} as const;
