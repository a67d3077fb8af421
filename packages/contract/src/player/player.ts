import { z } from 'zod';
import { CurrencyCode, Id, Timestamp } from '../common/money';

export { displayName, isLoggedIn } from './player-display';

/** Auth states (SPEC §3 Auth status). */
export const AuthStatus = z.enum(['unknown', 'pending', 'logged_in', 'not_logged_in']);
export type AuthStatus = z.infer<typeof AuthStatus>;

/** The player's profile (SPEC §3 User profile), answered by `GET /player`. */
export const Profile = z.object({
  id: Id,
  email: z.email().nullable(),
  mobile_phone: z.string().nullable(),
  auth_phone_number: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  nickname: z.string().nullable(),
  language: z.string(),
  currency: CurrencyCode,
  /** Profile fields the player must still fill in; a non-empty list opens a non-closable prompt (SPEC §6). */
  auth_fields_missed: z.array(z.string()),
  statuses: z.array(z.object({ id: Id })),
});
export type Profile = z.infer<typeof Profile>;

/** A currency and its minor-unit digits (SPEC §3 Currency). */
export const Currency = z.object({
  code: CurrencyCode,
  subunits: z.number().int().min(0).max(18),
  fiat: z.boolean(),
});

/** A wallet account (SPEC §3 Accounts): balance in minor units, locked cents included. */
export const Account = z.object({
  currency: CurrencyCode,
  subunits: z.number().int().min(0).max(18),
  fiat: z.boolean(),
  balance: z.number().int(),
  locked: z.number().int().nonnegative(),
  active: z.boolean(),
});
export type Account = z.infer<typeof Account>;

export const Country = z.object({ code: z.string().length(2) });
export const Locale = z.object({ code: z.string(), nameInLocale: z.string() });

/** The player's phone (SPEC §3 Phone). */
export const Phone = z.object({
  number: z.string().nullable(),
  country: z.string().length(2).nullable(),
  verified: z.boolean(),
  resend_timeout: z.number().int().nonnegative(),
  sms_limit_reached: z.boolean(),
});

/** Comp points (SPEC §3 Progress: loyalty points, default 0). */
export const CompPoints = z.object({ points: z.number().nonnegative().default(0) });

/** Comp-point condition (SPEC §3). */
export const CompPointCondition = z.object({
  min: z.number().nonnegative(),
  max: z.number().nonnegative().nullable(),
  writeable: z.boolean(),
  status: z.string(),
});

/** A status group of the platform (the meaning of statuses is not shown; a name and its status ids). */
export const StatusGroup = z.object({
  id: Id,
  name: z.string(),
  status_ids: z.array(Id),
  condition: CompPointCondition.nullable(),
});

/** Limit types (SPEC §3 Limit). */
export const LimitType = z.enum([
  'activity',
  'sportsbook_session',
  'session',
  'bet',
  'time',
  'loss',
  'wager',
  'deposit',
  'reality_check',
  'selfexclusion',
  'coolingoff',
]);

/** Limit statuses (SPEC §3 Limit). */
export const LimitStatus = z.enum([
  'active',
  'confirmed',
  'confirmed_disabled',
  'unconfirmed_disabled',
  'unconfirmed',
  'disabled',
]);

/** A responsible-gambling limit (SPEC §3 Limit). */
export const Limit = z.object({
  id: Id,
  type: LimitType,
  status: LimitStatus,
  strategy: z.string().nullable(),
  period: z.string().nullable(),
  parent_type: LimitType.nullable(),
  disable_at: Timestamp.nullable(),
  created_at: Timestamp,
  confirm_until: Timestamp.nullable(),
  /** Amount or duration the limit allows (minor units or minutes, by type). */
  value: z.number().nonnegative().nullable(),
});
export type Limit = z.infer<typeof Limit>;
