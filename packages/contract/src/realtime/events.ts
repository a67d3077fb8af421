import { z } from 'zod';
import { Bet } from '../bets/bet';
import { Market } from '../catalogue/market';
import { Match, MatchStatusValue } from '../catalogue/match';
import { ProviderStatus } from '../catalogue/provider';
import { CurrencyCode, Id, Money } from '../common/money';
import { Notification } from '../notifications/notification';

/** Real-time event names (SPEC §4 Real-time). */
export const RealtimeEventName = z.enum([
  'match_changed',
  'markets_changed',
  'match_status_changed',
  'provider_status_changed',
  'tournament_pool_changed',
  'balance_changed',
  'unread_counters_changed',
  'notification',
  'bet_changed',
  'bet_cashout_changed',
  'bonus_issued',
]);
export type RealtimeEventName = z.infer<typeof RealtimeEventName>;

function event<N extends RealtimeEventName, M extends z.ZodType>(name: N, message: M) {
  return z.object({ event_name: z.literal(name), message });
}

/**
 * Every publication's data: `{event_name, message}` (SPEC §7), a union over the events. Public channels carry
 * match, markets, status and provider events; the private channel the player's balance, notifications, bets.
 */
export const RealtimeEvent = z.discriminatedUnion('event_name', [
  event('match_changed', z.object({ match: Match.partial().extend({ id: Id }) })),
  event(
    'markets_changed',
    z.object({ match: z.object({ id: Id, urn_id: z.string() }), markets: z.array(Market) }),
  ),
  event(
    'match_status_changed',
    z.object({
      match: z.object({ id: Id, status: MatchStatusValue, sport_type: z.string(), provider: z.string() }),
    }),
  ),
  event('provider_status_changed', z.object({ provider_statuses: z.record(z.string(), ProviderStatus) })),
  event(
    'tournament_pool_changed',
    z.object({ tournament_id: Id, pool_amount: z.number().int().nonnegative(), currency: CurrencyCode }),
  ),
  event('balance_changed', z.object({ balance: Money, locked: z.number().int().nonnegative() })),
  event('unread_counters_changed', z.object({ unread: z.number().int().nonnegative() })),
  event('notification', z.object({ notification: Notification })),
  event('bet_changed', z.object({ bet: Bet })),
  event('bet_cashout_changed', z.object({ bet_id: Id, to_cashout: Money.nullable() })),
  event('bonus_issued', z.object({ bonus_id: Id, bonus_type: z.string() })),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEvent>;

/** Claims of a connection token (HS256 JWT, CENTRIFUGO.md §6): `sub` is the user id, empty for visitors. */
export const ConnectionTokenClaims = z.object({
  sub: z.string(),
  exp: z.number().int().optional(),
  info: z.record(z.string(), z.unknown()).optional(),
});

/** Claims of a subscription token for a private channel: the user and the exact channel. */
export const SubscriptionTokenClaims = z.object({
  sub: z.string(),
  channel: z.string(),
  exp: z.number().int().optional(),
});

/** `POST /websocket/token` answer. */
export const ConnectionTokenResponse = z.object({ token: z.string().min(1) });

/** `POST /websocket/authorize` body and answer: tokens for the private channels asked for. */
export const AuthorizeChannelsRequest = z.strictObject({
  channels: z.array(z.string().max(255)).min(1).max(20),
});

/** A channel the caller may subscribe to, with its subscription token (CENTRIFUGO.md §6). */
export const AuthorizedChannel = z.object({ channel: z.string(), token: z.string().min(1) });

/**
 * A channel refused to the caller (ours): someone else's private channel or a channel that needs no token. The
 * code is Centrifugo's reply code the subscription would get (103 permission denied), so the client can end that
 * subscription as `unsubscribed{code: 103}` and keep the others.
 */
export const RefusedChannel = z.object({
  channel: z.string(),
  error: z.object({ code: z.number().int(), message: z.string() }),
});

/** The answer lists every channel asked for, in order: a token for each one granted, an error for each refused. */
export const AuthorizeChannelsResponse = z.object({
  channels: z.array(z.union([AuthorizedChannel, RefusedChannel])),
});
