import { z } from 'zod';
import { defineRoute } from '../http/route';
import { Account, CompPoints, Limit, Phone, Profile, StatusGroup } from '../player/player';
import { CurrencyCode } from '../common/money';

const none = z.strictObject({});
const ok = z.object({ ok: z.literal(true) });

/** An e-mail address as the auth forms send it (length capped by RFC 5321). */
const Email = z.email().max(254);
/** A password: 8 to 128 characters with at least one letter and one digit. */
const NewPassword = z
  .string()
  .min(8)
  .max(128)
  .regex(/\p{L}/u, 'needs a letter')
  .regex(/\p{N}/u, 'needs a digit');
/** A person's name: letters, marks, spaces, apostrophes, dots and hyphens only (no markup, no quotes). */
const PersonName = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u);
/** A one-time token from a mail (confirmation, unlock, password reset): URL-safe base64. */
const MailToken = z
  .string()
  .min(8)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

/** The platform account API (SPEC §7 Platform API), under `/api` on the platform origin, with the session cookie. */
export const platformRoutes = {
  signUp: defineRoute({
    method: 'POST',
    api: 'platform',
    path: '/users',
    summary:
      'Creates a player (the sign-up form posts here); a confirmation mail goes to the outbox and the player ' +
      'signs in once the address is confirmed. 409 `email_taken` when the address is registered',
    auth: 'none',
    body: z.strictObject({
      email: Email,
      password: NewPassword,
      first_name: PersonName.optional(),
      last_name: PersonName.optional(),
      nickname: z
        .string()
        .regex(/^[\p{L}\p{N}_.-]{2,30}$/u)
        .optional(),
      /** The first account's currency; the site's default when absent. */
      currency: CurrencyCode.optional(),
      locale: z
        .string()
        .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/)
        .optional(),
      terms_accepted: z.literal(true),
    }),
    response: z.object({ email: z.email(), confirmation_required: z.boolean() }),
  }),
  signIn: defineRoute({
    method: 'POST',
    api: 'platform',
    path: '/users/sign_in',
    summary:
      'Signs in with e-mail and password and sets the session cookie (the sign-in form posts here). 401 ' +
      '`invalid_credentials`; 403 `unconfirmed` before the e-mail is confirmed; 423 `account_locked` after too ' +
      'many failed attempts (the unlock mail goes to the outbox)',
    auth: 'none',
    body: z.strictObject({ email: Email, password: z.string().min(1).max(128) }),
    response: Profile,
  }),
  resendConfirmation: defineRoute({
    method: 'POST',
    api: 'platform',
    path: '/users/confirmation',
    summary: 'Sends the confirmation mail again; answers the same whether or not the address is registered',
    auth: 'none',
    body: z.strictObject({ email: Email }),
    response: ok,
  }),
  resendUnlock: defineRoute({
    method: 'POST',
    api: 'platform',
    path: '/users/unlock',
    summary: 'Sends the unlock mail again for a locked account; answers the same for any address',
    auth: 'none',
    body: z.strictObject({ email: Email }),
    response: ok,
  }),
  requestPasswordReset: defineRoute({
    method: 'POST',
    api: 'platform',
    path: '/users/password',
    summary:
      'Mails a password-reset link (`reset_password_token`) to the outbox; answers the same for any address',
    auth: 'none',
    body: z.strictObject({ email: Email }),
    response: ok,
  }),
  editPassword: defineRoute({
    method: 'PUT',
    api: 'platform',
    path: '/users/password',
    summary:
      'Sets a new password with the token of the reset mail (the edit-password form posts here); 400 ' +
      '`invalid_token` when the token is unknown, used or older than an hour',
    auth: 'none',
    body: z.strictObject({ reset_password_token: MailToken, password: NewPassword }),
    response: ok,
  }),
  signOut: defineRoute({
    method: 'DELETE',
    api: 'platform',
    path: '/users/sign_out',
    summary: 'Signs the player out and ends the session cookie',
    auth: 'optional-session',
    response: ok,
  }),
  createSportsbookSession: defineRoute({
    method: 'POST',
    api: 'platform',
    path: '/sportsbook_sessions',
    summary: 'Issues the sportsbook bearer token for the signed-in player; 403 is a session error',
    auth: 'session',
    response: z.object({ token: z.string().min(1), expires_at: z.iso.datetime({ offset: true }) }),
  }),
  continueSportsbookSession: defineRoute({
    method: 'POST',
    api: 'platform',
    path: '/sportsbook_sessions/continue',
    summary: 'Extends the sportsbook session and returns a fresh token',
    auth: 'session',
    response: z.object({ token: z.string().min(1), expires_at: z.iso.datetime({ offset: true }) }),
  }),
  getPlayer: defineRoute({
    method: 'GET',
    api: 'platform',
    path: '/player',
    summary: 'The profile of the signed-in player',
    auth: 'session',
    query: z.strictObject({ include: z.string().max(100).optional() }),
    response: Profile,
  }),
  getAccounts: defineRoute({
    method: 'GET',
    api: 'platform',
    path: '/player/accounts',
    summary: "The player's wallet accounts; only active accounts are returned",
    auth: 'session',
    response: z.array(Account),
  }),
  createAccount: defineRoute({
    method: 'POST',
    api: 'platform',
    path: '/player/accounts',
    summary:
      'Opens an account in another currency (or reopens it) and makes it the current one (`Profile.currency`); ' +
      'answers the existing account when it is already open. 400 `unsupported_currency` for an unknown code',
    auth: 'session',
    body: z.strictObject({ currency: CurrencyCode }),
    response: Account,
  }),
  updateLocale: defineRoute({
    method: 'PATCH',
    api: 'platform',
    path: '/player/update_locale',
    summary: "Stores the player's language",
    auth: 'session',
    body: z.strictObject({ locale: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/) }),
    response: z.object({ language: z.string() }),
  }),
  getPhone: defineRoute({
    method: 'GET',
    api: 'platform',
    path: '/player/phone',
    summary: "The player's phone and its verification state",
    auth: 'session',
    response: Phone,
  }),
  updatePhone: defineRoute({
    method: 'PUT',
    api: 'platform',
    path: '/player/phone',
    summary:
      'Sets the phone (E.164) and sends a six-digit verification code by SMS (to the outbox); 429 while ' +
      '`resend_timeout` runs, `sms_limit_reached` after five codes a day',
    auth: 'session',
    body: z.strictObject({
      number: z.string().regex(/^\+[1-9][0-9]{6,14}$/),
      country: z.string().regex(/^[A-Z]{2}$/),
    }),
    response: Phone,
  }),
  verifyPhone: defineRoute({
    method: 'POST',
    api: 'platform',
    path: '/player/phone/verification',
    summary: 'Verifies the phone with the SMS code; 400 `invalid_code` when wrong or expired',
    auth: 'session',
    body: z.strictObject({ code: z.string().regex(/^[0-9]{6}$/) }),
    response: Phone,
  }),
  getCompPoints: defineRoute({
    method: 'GET',
    api: 'platform',
    path: '/player/comp_points',
    summary: 'Loyalty comp points; visitors get 401, which the client turns into an empty value',
    auth: 'session',
    response: CompPoints,
  }),
  getStatusGroups: defineRoute({
    method: 'GET',
    api: 'platform',
    path: '/player/status_groups',
    summary: "The status groups of the platform and the player's",
    auth: 'session',
    response: z.array(StatusGroup),
  }),
  confirmEmail: defineRoute({
    method: 'GET',
    api: 'platform',
    path: '/users/confirmation',
    summary: 'Confirms an email address with the token from the confirmation mail',
    auth: 'none',
    query: z.strictObject({ confirmation_token: MailToken }),
    response: ok,
  }),
  unlock: defineRoute({
    method: 'GET',
    api: 'platform',
    path: '/users/unlock',
    summary: 'Unlocks an account locked after failed sign-ins, with the token from the unlock mail',
    auth: 'none',
    query: z.strictObject({ unlock_token: MailToken }),
    response: ok,
  }),
  trackActivity: defineRoute({
    method: 'POST',
    api: 'platform',
    path: '/player/activity_limit_track',
    summary:
      'Activity ping (every 60 s while visible with an active activity limit); 401 when the limit is reached',
    auth: 'session',
    body: none.optional(),
    response: ok,
  }),
  getUserLimits: defineRoute({
    method: 'GET',
    api: 'platform',
    path: '/user_limits',
    summary: "The player's responsible-gambling limits",
    auth: 'session',
    response: z.array(Limit),
  }),
  launchVirtualWallet: defineRoute({
    method: 'POST',
    api: 'platform',
    path: '/virtual_wallet/{provider}/launch',
    summary: 'Launch address of a virtual-wallet provider (the virtual wallet base is /virtual_wallet)',
    auth: 'session',
    params: z.strictObject({ provider: z.string().regex(/^[a-z0-9_-]{1,40}$/) }),
    body: z.strictObject({ app: z.literal('sportsbook') }),
    response: z.object({ url: z.url() }),
  }),
} as const;
