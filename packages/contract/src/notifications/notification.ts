import { z } from 'zod';
import { Id, Timestamp } from '../common/money';

/** Notification kinds (SPEC §3). */
export const NotificationKind = z.enum(['bet', 'maintenance', 'bonus', 'jackpot', 'vip_bet']);

/** A notification to the player (SPEC §3 Notification). */
export const Notification = z.object({
  id: Id,
  title: z.string(),
  body: z.string(),
  caption: z.string().nullable(),
  type: NotificationKind,
  object_type: z.string().nullable(),
  /** The id of the thing `object_type` names (a bet's id), for the deep link; null when about nothing (ours). */
  object_id: Id.nullable(),
  read: z.boolean(),
  created_at: Timestamp,
});
export type Notification = z.infer<typeof Notification>;

/** Unread count (SPEC §3). */
export const NotificationCounters = z.object({ unread: z.number().int().nonnegative() });
