import { z } from 'zod';
import { Bet, BetResult, BetStatus } from '../bets/bet';
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
import { BETS_PAGE_SIZE, betsRefs } from './bets.refs';

export { BETS_PAGE_SIZE } from './bets.refs';

/** The bets API v3 (SPEC §7), under `/api/v3` on the sportsbook origin, with the bearer token. */
export const betsRoutes = {
  getBets: defineRoute({
    ...betsRefs.getBets,
    summary: "The player's bets, newest first, by status",
    query: z.strictObject({
      status: commaList(BetStatus).optional(),
      /** Only bets with one of these results (ours: the spec lists status only; My Bets' result filter). */
      result: commaList(BetResult).optional(),
      page: z.coerce.number().int().positive().max(1_000_000).default(1),
      limit: z.coerce.number().int().positive().max(BETS_PAGE_SIZE).default(BETS_PAGE_SIZE),
      locale: z.string().max(10).optional(),
    }),
    response: paged(Bet),
  }),
  placeBets: defineRoute({
    ...betsRefs.placeBets,
    summary:
      'Places bets on matches, outrights, horse races and lottery draws (selections name the kind in ' +
      'event_kind); the same device_id and request_key never place twice',
    body: PlaceBetsRequest,
    response: PlaceBetsResponse,
  }),
  cashout: defineRoute({
    ...betsRefs.cashout,
    summary: 'Cashes a bet out at the offer the player saw; 409 with the new offer when it moved',
    body: CashoutRequest,
    response: CashoutResponse,
  }),
  getMaxStake: defineRoute({
    ...betsRefs.getMaxStake,
    summary: 'The largest stake a bet would be accepted with',
    body: MaxStakeRequest,
    response: MaxStakeResponse,
  }),
  getCustomOdds: defineRoute({
    ...betsRefs.getCustomOdds,
    summary: 'Odds of a custom (same-match) bet',
    body: CustomOddsRequest,
    response: CustomOddsResponse,
  }),
  getCustomMarkets: defineRoute({
    ...betsRefs.getCustomMarkets,
    summary: 'Markets a custom bet on a match can combine',
    params: z.strictObject({ matchId: IdParam }),
    response: z.object({ data: z.array(Market) }),
  }),
  getSharedBets: defineRoute({
    ...betsRefs.getSharedBets,
    summary: 'The bets behind a share code',
    query: z.strictObject({ code: z.string().regex(/^[A-Za-z0-9]{6,12}$/) }),
    response: SharedBets,
  }),
  createShareCode: defineRoute({
    ...betsRefs.createShareCode,
    summary: 'Stores bets under a share code and link',
    body: ShareCodeRequest,
    response: ShareCode,
  }),
} as const;
