import { z } from 'zod';
import { Bet, BetStatus } from '../bets/bet';
import {
  CashoutRequest,
  CashoutResponse,
  CustomOddsRequest,
  CustomOddsResponse,
  MaxStakeRequest,
  MaxStakeResponse,
  PlaceBetsRequest,
  PlaceBetsResponse,
  ShareCode,
  ShareCodeRequest,
  SharedBets,
} from '../bets/place-bets';
import { Market } from '../catalogue/market';
import { IdParam, commaList } from '../common/money';
import { paged } from '../common/pagination';
import { defineRoute } from '../http/route';

/** Bets list page size and start page (SPEC §9). */
export const BETS_PAGE_SIZE = 500;

/** The bets API v3 (SPEC §7), under `/api/v3` on the sportsbook origin, with the bearer token. */
export const betsRoutes = {
  getBets: defineRoute({
    method: 'GET',
    api: 'bets',
    path: '/bets',
    summary: "The player's bets, newest first, by status",
    auth: 'bearer',
    query: z.strictObject({
      status: commaList(BetStatus).optional(),
      page: z.coerce.number().int().positive().max(1_000_000).default(1),
      limit: z.coerce.number().int().positive().max(BETS_PAGE_SIZE).default(BETS_PAGE_SIZE),
      locale: z.string().max(10).optional(),
    }),
    response: paged(Bet),
  }),
  placeBets: defineRoute({
    method: 'POST',
    api: 'bets',
    path: '/bets',
    summary: 'Places bets; the same device_id and request_key never place twice',
    auth: 'bearer',
    body: PlaceBetsRequest,
    response: PlaceBetsResponse,
  }),
  cashout: defineRoute({
    method: 'POST',
    api: 'bets',
    path: '/bets/cashout',
    summary: 'Cashes a bet out at the offer the player saw; 409 with the new offer when it moved',
    auth: 'bearer',
    body: CashoutRequest,
    response: CashoutResponse,
  }),
  getMaxStake: defineRoute({
    method: 'POST',
    api: 'bets',
    path: '/bets/max-stake',
    summary: 'The largest stake a bet would be accepted with',
    auth: 'bearer',
    body: MaxStakeRequest,
    response: MaxStakeResponse,
  }),
  getCustomOdds: defineRoute({
    method: 'POST',
    api: 'bets',
    path: '/bets/custom/odds',
    summary: 'Odds of a custom (same-match) bet',
    auth: 'optional-bearer',
    body: CustomOddsRequest,
    response: CustomOddsResponse,
  }),
  getCustomMarkets: defineRoute({
    method: 'GET',
    api: 'bets',
    path: '/bets/custom/markets/{matchId}',
    summary: 'Markets a custom bet on a match can combine',
    auth: 'optional-bearer',
    params: z.strictObject({ matchId: IdParam }),
    response: z.object({ data: z.array(Market) }),
  }),
  getSharedBets: defineRoute({
    method: 'GET',
    api: 'bets',
    path: '/bets/share-code',
    summary: 'The bets behind a share code',
    auth: 'none',
    query: z.strictObject({ code: z.string().regex(/^[A-Za-z0-9]{6,12}$/) }),
    response: SharedBets,
  }),
  createShareCode: defineRoute({
    method: 'POST',
    api: 'bets',
    path: '/bets/share-code',
    summary: 'Stores bets under a share code and link',
    auth: 'optional-bearer',
    body: ShareCodeRequest,
    response: ShareCode,
  }),
} as const;
