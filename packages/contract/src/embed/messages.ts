import { z } from 'zod';
// NOTE: this module imports no other shapes but money's: the host SDK (packages/embed) bundles it, and little else.
import { CurrencyCode, Id, Money } from '../common/money';
import { ticketStateNames } from '../common/enum-values';
import { EMBED_MESSAGE_PREFIX } from './protocol';

export { EMBED_MESSAGE_PREFIX, EMBED_PROTOCOL_VERSION, PAGE_SIZE_DEBOUNCE_MS } from './protocol';

/** A bet the slip has just placed, as the host hears of it (for its own analytics and balance display). */
export const EmbedPlacedBet = z.object({ id: Id, ref: z.string().min(1), stake: Money });

function message<T extends string, P extends z.ZodType>(type: T, payload: P) {
  return z.object({ type: z.literal(`${EMBED_MESSAGE_PREFIX}${type}` as `sportsbook:${T}`), payload });
}

/** Messages the sportsbook sends to the page that embeds it (SPEC §7). */
export const EmbedOutboundMessage = z.discriminatedUnion('type', [
  message('sign-in', z.object({ sessionExpired: z.boolean() })),
  message('sign-up', z.object({})),
  message('deposit', z.object({ currency: CurrencyCode.nullable() })),
  message('page-loaded', z.object({ path: z.string() })),
  message(
    'page-size-changed',
    z.object({ width: z.number().nonnegative(), height: z.number().nonnegative() }),
  ),
  message('balance-changed', z.object({ balance: Money })),
  message(
    'bet-slip-state-changed',
    z.object({
      open: z.boolean(),
      selections: z.number().int().nonnegative(),
      /** The ticket's state (SPEC §3): `SUCCESS` right after a placement, with its bets in `placed`. */
      state: z.enum(ticketStateNames),
      placed: z.array(EmbedPlacedBet).max(100),
    }),
  ),
  message('top-event-clicked', z.object({ matchId: z.number().int().positive(), path: z.string() })),
  /** A dialog opened: `modal` is its title as the player reads it (the host may scroll the frame to it). */
  message('notify-modal-triggered', z.object({ modal: z.string().max(200) })),
  /** `version` is the product's; `protocol` the message protocol's (EMBED_PROTOCOL_VERSION). */
  message('initialized', z.object({ version: z.string(), protocol: z.string().default('1') })),
  message('notify-currency-changed', z.object({ currency: CurrencyCode })),
]);
export type EmbedOutboundMessage = z.infer<typeof EmbedOutboundMessage>;

/** The type of a message the sportsbook sends out (`sportsbook:deposit` …). */
export type EmbedOutboundType = EmbedOutboundMessage['type'];

/**
 * Messages the host page sends in (ours): which of the sportsbook's messages it handles (its answer to
 * `initialized`, so that a framed sportsbook hands the deposit to a host that listens: SPEC §5), a session
 * token, a navigation, a locale change, a sign-out. Accepted only from the allowed platform origin (SPEC §5).
 */
export const EmbedInboundMessage = z.discriminatedUnion('type', [
  message(
    'listening',
    z.object({
      types: z
        .array(z.string().startsWith(EMBED_MESSAGE_PREFIX).max(60))
        .max(EmbedOutboundMessage.options.length),
    }),
  ),
  message('session', z.object({ token: z.string().min(1).max(4096) })),
  // NOTE: a path on the sportsbook's own origin: `//evil.example` would leave it, so it is refused.
  message(
    'navigate',
    z.object({
      path: z
        .string()
        .regex(/^\/(?!\/)/)
        .max(2000),
    }),
  ),
  message('set-locale', z.object({ locale: z.string().min(2).max(10) })),
  message('set-theme', z.object({ theme: z.enum(['dark', 'light']) })),
  message('sign-out', z.object({})),
]);
export type EmbedInboundMessage = z.infer<typeof EmbedInboundMessage>;

/** What the platform's auth forms tell the sportsbook window when they succeed (SPEC §2.6, ours). */
export const AuthFormMessage = z.discriminatedUnion('type', [
  message('auth-success', z.object({ form: z.enum(['sign-in', 'sign-up', 'edit-password']) })),
  message('auth-form-mounted', z.object({ form: z.enum(['sign-in', 'sign-up', 'edit-password']) })),
  message('auth-form-closed', z.object({})),
]);
export type AuthFormMessage = z.infer<typeof AuthFormMessage>;
