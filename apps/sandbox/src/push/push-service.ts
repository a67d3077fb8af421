import type { WebPushSubscription } from '@sportsbook/contract';
import { parseWebPushSubscription } from '@sportsbook/contract';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { playerSettings } from '../db/schema';
import type { SandboxInfra } from '../deps';
import type { DomainEventMap } from '../domain-events';
import { getUser } from '../platform/users/user-queries';
import { loadPreferences } from '../sportsbook/settings/preferences-store';
import { pushMessageOf } from './push-message';
import type { VapidKeys } from './vapid-config';

/** How long a push service keeps a push for a browser that is offline: an hour, then the news is stale. */
export const PUSH_TTL_SECONDS = 3600;

/** How long the sandbox waits for a push service to take a push. */
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends one push: `web-push` signs it (VAPID JWT) and encrypts the payload for the browser (aes128gcm, RFC 8291);
 * Node's fetch carries it, so a push service on plain http (a test's) is reached like a real one on https.
 * Answers the push service's status.
 */
async function sendPush(
  subscription: WebPushSubscription,
  payload: string,
  vapid: VapidKeys,
): Promise<number> {
  const request = webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: vapid,
    TTL: PUSH_TTL_SECONDS,
    urgency: 'normal',
  });
  const headers = { ...request.headers } as Record<string, string>;
  // NOTE: fetch counts the body itself and refuses a length it did not set.
  delete headers['Content-Length'];
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers,
    body: request.body,
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  return response.status;
}

/**
 * Web push (issue 22): every notification raised for a player who saved a standard Web Push subscription is
 * pushed to it, signed with the sandbox's VAPID keys and encrypted for that browser (`web-push`), in the
 * player's language. A subscription the push service says is gone (404, 410) is forgotten; any other failure
 * is logged and never fails the notification. A OneSignal subscription id is left to OneSignal.
 *
 * Pushes go out beside the request that raised them, not inside it: a slow push service never slows a
 * settlement down. `idle()` waits for the pushes under way (tests, shutdown).
 */
export function createPushService(infra: SandboxInfra, vapid: VapidKeys) {
  const logger = infra.logger.child({ name: 'push' });
  const underWay = new Set<Promise<void>>();

  async function deliver(event: RaisedNotification): Promise<void> {
    const stored = (await loadPreferences(infra.db, event.userId)).oneSignalSubscription;
    const subscription = parseWebPushSubscription(stored);
    if (!subscription) return;
    const { language } = await getUser(infra.db, event.userId);
    const message = pushMessageOf(event.view(language));
    let status: number;
    try {
      status = await sendPush(subscription, JSON.stringify(message), vapid);
    } catch (error) {
      logger.warn({ err: error, userId: event.userId }, 'push service unreachable');
      return;
    }
    if (status === 404 || status === 410) {
      // NOTE: only the subscription that failed is cleared: one saved meanwhile (another device) stays.
      await infra.db
        .update(playerSettings)
        .set({ oneSignalSubscription: null })
        .where(
          and(eq(playerSettings.userId, event.userId), eq(playerSettings.oneSignalSubscription, stored!)),
        );
    } else if (status >= 300) {
      logger.warn({ userId: event.userId, status }, 'push refused');
    }
  }

  return {
    /** Starts the push of a notification just raised (the `notificationRaised` domain event). */
    onNotificationRaised(event: RaisedNotification): void {
      const delivery = deliver(event)
        .catch((error: unknown) => logger.error({ err: error, userId: event.userId }, 'push failed'))
        .finally(() => underWay.delete(delivery));
      underWay.add(delivery);
    },
    /** Resolves once every push started so far was answered or failed. */
    async idle(): Promise<void> {
      await Promise.all([...underWay]);
    },
  };
}

type RaisedNotification = DomainEventMap['notificationRaised'];

export type PushService = ReturnType<typeof createPushService>;
