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
import { Id, IdParam, QueryBoolean, Timestamp, commaList } from '../common/money';
import { PageQuery, paged } from '../common/pagination';
import { defineRoute } from '../http/route';
import { Notification, NotificationCounters } from '../notifications/notification';
import {
  AuthorizeChannelsRequest,
  AuthorizeChannelsResponse,
  ConnectionTokenResponse,
} from '../realtime/events';
import { Settings, UpdateSettingsRequest } from '../settings/settings';
import { PlaceBetSelection } from '../bets/place-bets';

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
    method: 'POST',
    api: 'sportsbook',
    path: '/websocket/token',
    summary: 'A connection token for the real-time hub (anonymous for visitors)',
    auth: 'optional-bearer',
    response: ConnectionTokenResponse,
  }),
  authorizeChannels: defineRoute({
    method: 'POST',
    api: 'sportsbook',
    path: '/websocket/authorize',
    summary: "Subscription tokens for the player's private channels",
    auth: 'bearer',
    body: AuthorizeChannelsRequest,
    response: AuthorizeChannelsResponse,
  }),
  getMatches: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/matches',
    summary: 'Matches by any of the listed filters, paged',
    auth: 'optional-bearer',
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
    method: 'GET',
    api: 'sportsbook',
    path: '/matches/{id}',
    summary: 'One match',
    auth: 'optional-bearer',
    params: idParams,
    query: z.strictObject({ locale }),
    response: Match,
  }),
  getMatchMarkets: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/matches/{id}/markets',
    summary: 'Markets of a match; markets whose status is not allowed are left out',
    auth: 'optional-bearer',
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
    method: 'GET',
    api: 'sportsbook',
    path: '/matches/{id}/{type}',
    summary: 'A statistics view of a match (timeline, lineups, head-to-head, standings)',
    auth: 'none',
    params: z.strictObject({ id: IdParam, type: StatisticsType }),
    response: MatchStatisticsView,
  }),
  getMatchVideo: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/matches/{id}/video',
    summary: 'The video of a match that has one',
    auth: 'optional-bearer',
    params: idParams,
    response: MatchVideo,
  }),
  getMatchStreams: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/matches/{id}/streams',
    summary: 'Stream qualities of a match',
    auth: 'optional-bearer',
    params: idParams,
    response: MatchStreams,
  }),
  getOutrights: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/outrights',
    summary:
      'Outrights (league winner, top scorer, relegation …) by sport, category, league and status, paged',
    auth: 'optional-bearer',
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
    method: 'GET',
    api: 'sportsbook',
    path: '/outrights/{id}',
    summary: 'One outright with its markets',
    auth: 'optional-bearer',
    params: idParams,
    query: z.strictObject({ locale }),
    response: Outright,
  }),
  getSports: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/sports',
    summary: 'Sports of the catalogue, by priority',
    auth: 'optional-bearer',
    query: PageQuery.extend({ locale, type: SportKind.optional() }).strict(),
    response: paged(Sport),
  }),
  getCategories: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/categories',
    summary: 'Categories, by priority',
    auth: 'optional-bearer',
    query: PageQuery.extend({
      sport_key: z.string().max(40).optional(),
      slug: z.string().max(120).optional(),
      locale,
    }).strict(),
    response: paged(Category),
  }),
  getCategory: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/categories/{id}',
    summary: 'One category',
    auth: 'optional-bearer',
    params: idParams,
    response: Category,
  }),
  getTournaments: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/tournaments',
    summary: 'Leagues (tournaments), by priority',
    auth: 'optional-bearer',
    query: PageQuery.extend({
      sport_key: z.string().max(40).optional(),
      category_id: IdParam.optional(),
      slug: z.string().max(120).optional(),
      locale,
    }).strict(),
    response: paged(League),
  }),
  getTournament: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/tournaments/{id}',
    summary: 'One league',
    auth: 'optional-bearer',
    params: idParams,
    response: League,
  }),
  getCounters: defineRoute({
    method: 'POST',
    api: 'sportsbook',
    path: '/counters',
    summary: 'Live and event counts per sport, category and league',
    auth: 'none',
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
    method: 'GET',
    api: 'sportsbook',
    path: '/search',
    summary: 'Matches, leagues and teams matching a query of 3 to 50 characters',
    auth: 'optional-bearer',
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
    method: 'GET',
    api: 'sportsbook',
    path: '/settings',
    summary: 'Sportsbook settings of the player, or the defaults for visitors',
    auth: 'optional-bearer',
    response: Settings,
  }),
  updateSettings: defineRoute({
    method: 'POST',
    api: 'sportsbook',
    path: '/settings',
    summary: "Changes the player's settings",
    auth: 'bearer',
    body: UpdateSettingsRequest,
    response: Settings,
  }),
  getNotifications: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/notifications',
    summary: "The player's notifications, newest first",
    auth: 'bearer',
    query: PageQuery.strict(),
    response: paged(Notification),
  }),
  getNotificationCounters: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/notifications/counters',
    summary: 'Unread notification count',
    auth: 'bearer',
    response: NotificationCounters,
  }),
  readAllNotifications: defineRoute({
    method: 'POST',
    api: 'sportsbook',
    path: '/notifications/read-all',
    summary: 'Marks every notification read',
    auth: 'bearer',
    response: ok,
  }),
  readNotifications: defineRoute({
    method: 'POST',
    api: 'sportsbook',
    path: '/notifications/read',
    summary: 'Marks notifications read',
    auth: 'bearer',
    body: z.strictObject({ ids: z.array(Id).min(1).max(500) }),
    response: ok,
  }),
  getFavourites: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/favourites/{type}',
    summary: "Ids of the player's favourites of a type",
    auth: 'bearer',
    params: z.strictObject({ type: FavouriteType }),
    query: z.strictObject({ matchStatus: MatchStatusParam.optional(), isBettable: QueryBoolean.optional() }),
    response: z.object({ favoriteIds: z.array(Id) }),
  }),
  addFavourite: defineRoute({
    method: 'POST',
    api: 'sportsbook',
    path: '/favourites/{type}/{id}',
    summary: 'Adds a favourite',
    auth: 'bearer',
    params: z.strictObject({ type: FavouriteType, id: IdParam }),
    response: ok,
  }),
  removeFavourite: defineRoute({
    method: 'DELETE',
    api: 'sportsbook',
    path: '/favourites/{type}/{id}',
    summary: 'Removes a favourite',
    auth: 'bearer',
    params: z.strictObject({ type: FavouriteType, id: IdParam }),
    response: ok,
  }),
  getBonuses: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/bonuses',
    summary: "The player's bonuses of every kind (page size 4, active only by default)",
    auth: 'bearer',
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
    method: 'POST',
    api: 'sportsbook',
    path: '/bonuses',
    summary: "Bonuses a bet being built can use (payload ours: the bet's selections and stake)",
    auth: 'bearer',
    body: z.strictObject({
      selections: z.array(PlaceBetSelection).min(1).max(30),
      stake: z.number().int().nonnegative(),
    }),
    response: z.object({ bonuses: z.array(BetBonusOffer) }),
  }),
  getComboboosts: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/bonuses/comboboosts',
    summary: 'Comboboosts',
    auth: 'optional-bearer',
    query: PageQuery.extend({ status: BonusState.optional() }).strict(),
    response: paged(Comboboost),
  }),
  getFreebets: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/bonuses/freebets',
    summary: 'Freebets',
    auth: 'bearer',
    query: PageQuery.extend({ status: BonusState.optional() }).strict(),
    response: paged(Freebet),
  }),
  getHuntings: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/bonuses/huntings',
    summary: 'Huntings',
    auth: 'bearer',
    query: PageQuery.extend({ status: BonusState.optional() }).strict(),
    response: paged(FarmingBonus),
  }),
  getLootboxes: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/bonuses/lootboxes',
    summary: 'Lootboxes (active by default)',
    auth: 'bearer',
    query: PageQuery.extend({ status: BonusState.default('active') }).strict(),
    response: paged(FarmingBonus),
  }),
  getBonusTournaments: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/bonuses/tournaments',
    summary: 'Hunting tournaments (page 1, limit 1 by default)',
    auth: 'optional-bearer',
    query: z.strictObject({
      page: z.coerce.number().int().positive().default(1),
      limit: z.coerce.number().int().positive().max(500).default(1),
      status: BonusState.optional(),
    }),
    response: paged(FarmingBonus),
  }),
  getBonusDetails: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/bonuses/{kind}/{id}',
    summary: 'One bonus',
    auth: 'optional-bearer',
    params: z.strictObject({
      kind: z.enum(['comboboosts', 'freebets', 'huntings', 'lootboxes', 'tournaments']),
      id: IdParam,
    }),
    query: z.strictObject({ locale }),
    response: BonusListItem,
  }),
  getBonusTerms: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/bonuses/{kind}/terms',
    summary: 'Terms of a bonus kind',
    auth: 'none',
    params: z.strictObject({
      kind: z.enum(['comboboosts', 'freebets', 'huntings', 'lootboxes', 'tournaments']),
    }),
    query: z.strictObject({ locale }),
    response: z.object({ title: z.string(), body: z.string() }),
  }),
  markBonusesSeen: defineRoute({
    method: 'POST',
    api: 'sportsbook',
    path: '/bonuses/mark-as-seen',
    summary: 'Marks bonuses seen (sent only for bonuses not yet seen)',
    auth: 'bearer',
    body: z
      .array(z.strictObject({ id: Id, type: BonusType }))
      .min(1)
      .max(100),
    response: ok,
  }),
  activateBonus: defineRoute({
    method: 'POST',
    api: 'sportsbook',
    path: '/bonuses/{id}/activate',
    summary: 'Activates a bonus',
    auth: 'bearer',
    params: idParams,
    response: ok,
  }),
  boostBonus: defineRoute({
    method: 'POST',
    api: 'sportsbook',
    path: '/bonuses/{id}/boost',
    summary: 'Boosts a freebet with a lootbox (payload ours: the freebet to boost)',
    auth: 'bearer',
    params: idParams,
    body: z.strictObject({ freebet_id: Id }),
    response: z.object({ boost_multiplier: z.number().positive() }),
  }),
  redeemPromoCode: defineRoute({
    method: 'POST',
    api: 'sportsbook',
    path: '/bonuses/promo-code',
    summary: 'Redeems a promo code',
    auth: 'bearer',
    body: z.strictObject({ code: z.string().trim().min(3).max(40) }),
    response: z.object({ bonus_id: Id, bonus_type: BonusType }),
  }),
  getTournamentRating: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/bonuses/tournaments/{id}/rating',
    summary: 'Leaderboard of a hunting tournament',
    auth: 'optional-bearer',
    params: idParams,
    response: z.object({ data: z.array(LeaderboardRow) }),
  }),
  getBetJackpots: defineRoute({
    method: 'POST',
    api: 'sportsbook',
    path: '/jackpots',
    summary: 'Jackpots a bet being built takes part in (payload ours: selections and stake)',
    auth: 'bearer',
    body: z.strictObject({
      selections: z.array(PlaceBetSelection).min(1).max(30),
      stake: z.number().int().nonnegative(),
    }),
    response: z.object({ jackpots: z.array(z.object({ id: Id, name: z.string() })) }),
  }),
  getJackpots: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/jackpots',
    summary: 'Jackpots (refetched every 15 s)',
    auth: 'none',
    response: z.object({ data: z.array(Jackpot) }),
  }),
  getJackpot: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/jackpots/{id}',
    summary: 'One jackpot',
    auth: 'none',
    params: idParams,
    response: Jackpot,
  }),
  getJackpotHits: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/jackpot-hits',
    summary: 'Jackpot hits (page size 10)',
    auth: 'optional-bearer',
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
    method: 'GET',
    api: 'sportsbook',
    path: '/vote',
    summary: "The player's prediction",
    auth: 'bearer',
    query: z.strictObject({ prediction_id: IdParam }),
    response: Prediction.nullable(),
  }),
  saveVote: defineRoute({
    method: 'POST',
    api: 'sportsbook',
    path: '/vote',
    summary: 'Saves a prediction',
    auth: 'bearer',
    body: z.strictObject({ prediction_id: Id, data: z.record(z.string(), z.unknown()) }),
    response: Prediction,
  }),
  getWatchersUserId: defineRoute({
    method: 'GET',
    api: 'sportsbook',
    path: '/watchersio/userid',
    summary: "The player's id for the chat widget",
    auth: 'bearer',
    response: z.object({ id: z.string() }),
  }),
} as const;
