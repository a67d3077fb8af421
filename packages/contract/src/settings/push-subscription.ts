import { z } from 'zod';

/**
 * A standard Web Push subscription (the Push API's `PushSubscription.toJSON()`), as the web app saves it in
 * `one_signal_push_notification_subscription` when the site sends pushes itself (issue 22). A OneSignal
 * subscription id saved there instead is OneSignal's to use and does not parse as one.
 */
export const WebPushSubscription = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(800),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, base64url. */
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/),
    /** The 16-byte authentication secret, base64url. */
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/),
  }),
});
export type WebPushSubscription = z.infer<typeof WebPushSubscription>;

/** What a push carries to the site's service worker: the notification's text and the path it opens. */
export const PushMessage = z.object({
  title: z.string(),
  body: z.string(),
  /** Replaces an earlier push of the same notification rather than stacking beside it. */
  tag: z.string(),
  /** A path of the site (never another origin) that a click on the push opens. */
  url: z.string().startsWith('/'),
});
export type PushMessage = z.infer<typeof PushMessage>;

/** Reads a stored subscription: the Web Push subscription it holds, or null (none, or OneSignal's id). */
export function parseWebPushSubscription(stored: string | null): WebPushSubscription | null {
  if (!stored?.startsWith('{')) return null;
  try {
    const parsed = WebPushSubscription.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
