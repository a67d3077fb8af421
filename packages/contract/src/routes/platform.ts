import { z } from 'zod';
import { defineRoute } from '../http/route';
import { platformRefs } from './platform.refs';
import { Account, CompPoints, Limit, Phone, Profile, StatusGroup } from '../player/player';
import { SessionLimitState, SetLimitRequest } from '../player/responsible-gambling';
import { CurrencyCode } from '../common/money';
import { paymentRoutes } from './payments';

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
    ...platformRefs.signUp,
    summary:
      'Creates a player (the sign-up form posts here); a confirmation mail goes to the outbox and the player ' +
      'signs in once the address is confirmed. 409 `email_taken` when the address is registered',
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
    ...platformRefs.signIn,
    summary:
      'Signs in with e-mail and password and sets the session cookie (the sign-in form posts here). 401 ' +
      '`invalid_credentials`; 403 `unconfirmed` before the e-mail is confirmed; 423 `account_locked` after too ' +
      'many failed attempts (the unlock mail goes to the outbox)',
    body: z.strictObject({ email: Email, password: z.string().min(1).max(128) }),
    response: Profile,
  }),
  resendConfirmation: defineRoute({
    ...platformRefs.resendConfirmation,
    summary: 'Sends the confirmation mail again; answers the same whether or not the address is registered',
    body: z.strictObject({ email: Email }),
    response: ok,
  }),
  resendUnlock: defineRoute({
    ...platformRefs.resendUnlock,
    summary: 'Sends the unlock mail again for a locked account; answers the same for any address',
    body: z.strictObject({ email: Email }),
    response: ok,
  }),
  requestPasswordReset: defineRoute({
    ...platformRefs.requestPasswordReset,
    summary:
      'Mails a password-reset link (`reset_password_token`) to the outbox; answers the same for any address',
    body: z.strictObject({ email: Email }),
    response: ok,
  }),
  editPassword: defineRoute({
    ...platformRefs.editPassword,
    summary:
      'Sets a new password with the token of the reset mail (the edit-password form posts here); 400 ' +
      '`invalid_token` when the token is unknown, used or older than an hour',
    body: z.strictObject({ reset_password_token: MailToken, password: NewPassword }),
    response: ok,
  }),
  signOut: defineRoute({
    ...platformRefs.signOut,
    summary: 'Signs the player out and ends the session cookie',
    response: ok,
  }),
  createSportsbookSession: defineRoute({
    ...platformRefs.createSportsbookSession,
    summary: 'Issues the sportsbook bearer token for the signed-in player; 403 is a session error',
    response: z.object({ token: z.string().min(1), expires_at: z.iso.datetime({ offset: true }) }),
  }),
  continueSportsbookSession: defineRoute({
    ...platformRefs.continueSportsbookSession,
    summary: 'Extends the sportsbook session and returns a fresh token',
    response: z.object({ token: z.string().min(1), expires_at: z.iso.datetime({ offset: true }) }),
  }),
  getPlayer: defineRoute({
    ...platformRefs.getPlayer,
    summary: 'The profile of the signed-in player',
    query: z.strictObject({ include: z.string().max(100).optional() }),
    response: Profile,
  }),
  getAccounts: defineRoute({
    ...platformRefs.getAccounts,
    summary: "The player's wallet accounts; only active accounts are returned",
    response: z.array(Account),
  }),
  createAccount: defineRoute({
    ...platformRefs.createAccount,
    summary:
      'Opens an account in another currency (or reopens it) and makes it the current one (`Profile.currency`); ' +
      'answers the existing account when it is already open. 400 `unsupported_currency` for an unknown code',
    body: z.strictObject({ currency: CurrencyCode }),
    response: Account,
  }),
  updateLocale: defineRoute({
    ...platformRefs.updateLocale,
    summary: "Stores the player's language",
    body: z.strictObject({ locale: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/) }),
    response: z.object({ language: z.string() }),
  }),
  getPhone: defineRoute({
    ...platformRefs.getPhone,
    summary: "The player's phone and its verification state",
    response: Phone,
  }),
  updatePhone: defineRoute({
    ...platformRefs.updatePhone,
    summary:
      'Sets the phone (E.164) and sends a six-digit verification code by SMS (to the outbox); 429 while ' +
      '`resend_timeout` runs, `sms_limit_reached` after five codes a day',
    body: z.strictObject({
      number: z.string().regex(/^\+[1-9][0-9]{6,14}$/),
      country: z.string().regex(/^[A-Z]{2}$/),
    }),
    response: Phone,
  }),
  verifyPhone: defineRoute({
    ...platformRefs.verifyPhone,
    summary: 'Verifies the phone with the SMS code; 400 `invalid_code` when wrong or expired',
    body: z.strictObject({ code: z.string().regex(/^[0-9]{6}$/) }),
    response: Phone,
  }),
  getCompPoints: defineRoute({
    ...platformRefs.getCompPoints,
    summary: 'Loyalty comp points; visitors get 401, which the client turns into an empty value',
    response: CompPoints,
  }),
  getStatusGroups: defineRoute({
    ...platformRefs.getStatusGroups,
    summary: "The status groups of the platform and the player's",
    response: z.array(StatusGroup),
  }),
  confirmEmail: defineRoute({
    ...platformRefs.confirmEmail,
    summary: 'Confirms an email address with the token from the confirmation mail',
    query: z.strictObject({ confirmation_token: MailToken }),
    response: ok,
  }),
  unlock: defineRoute({
    ...platformRefs.unlock,
    summary: 'Unlocks an account locked after failed sign-ins, with the token from the unlock mail',
    query: z.strictObject({ unlock_token: MailToken }),
    response: ok,
  }),
  trackActivity: defineRoute({
    ...platformRefs.trackActivity,
    summary:
      'Activity ping (every 60 s while visible with an active activity limit); 401 when the limit is reached',
    body: none.optional(),
    response: ok,
  }),
  getUserLimits: defineRoute({
    ...platformRefs.getUserLimits,
    summary: "The player's responsible-gambling limits",
    response: z.array(Limit),
  }),
  setUserLimit: defineRoute({
    ...platformRefs.setUserLimit,
    summary:
      'Sets, changes or removes one limit: a decrease applies at once, an increase or removal after the cooling-off; answers every limit',
    body: SetLimitRequest,
    response: z.array(Limit),
  }),
  getSessionLimits: defineRoute({
    ...platformRefs.getSessionLimits,
    summary:
      'The session-limit query (polled every 30 s): the play session, the reality-check period when due; 400 when there is nothing to watch',
    response: SessionLimitState,
  }),
  launchVirtualWallet: defineRoute({
    ...platformRefs.launchVirtualWallet,
    summary: 'Launch address of a virtual-wallet provider (the virtual wallet base is /virtual_wallet)',
    params: z.strictObject({ provider: z.string().regex(/^[a-z0-9_-]{1,40}$/) }),
    body: z.strictObject({ app: z.literal('sportsbook') }),
    response: z.object({ url: z.url() }),
  }),
  ...paymentRoutes,
} as const;
