import type { PushAdapter, PushState } from './push-adapter';
import { PushRefused, notificationPermission } from './push-adapter';

/** The site's push worker; its scope is its own folder, so it controls no page and no operator's worker. */
export const PUSH_WORKER_URL = '/push/sw.js';
export const PUSH_WORKER_SCOPE = '/push/';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Resolves once the registration has an active worker. NOTE: `navigator.serviceWorker.ready` waits for a worker
 * that controls this page, which ours never does (its scope is /push/), so the worker's own state is watched.
 */
async function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorkerRegistration> {
  const worker = registration.installing ?? registration.waiting;
  if (registration.active || !worker) return registration;
  await new Promise<void>((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
    });
  });
  return registration;
}

/** The standard Push API adapter: the site's worker, subscribed with the back end's VAPID public key. */
export function webPushAdapter(vapidPublicKey: string): PushAdapter {
  const registration = () => navigator.serviceWorker.getRegistration(PUSH_WORKER_SCOPE);
  return {
    supported: () =>
      typeof navigator !== 'undefined' &&
      'serviceWorker' in navigator &&
      typeof window !== 'undefined' &&
      'PushManager' in window &&
      notificationPermission() !== null,
    async state(): Promise<PushState> {
      const permission = notificationPermission();
      if (permission === 'denied') return 'denied';
      if (permission !== 'granted') return 'off';
      const subscription = await (await registration())?.pushManager.getSubscription();
      return subscription ? 'on' : 'off';
    },
    async enable(): Promise<string> {
      if ((await Notification.requestPermission()) !== 'granted') throw new PushRefused();
      const registered = await activated(
        await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: PUSH_WORKER_SCOPE }),
      );
      const subscription = await registered.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(vapidPublicKey),
      });
      return JSON.stringify(subscription.toJSON());
    },
    async disable(): Promise<void> {
      await (await (await registration())?.pushManager.getSubscription())?.unsubscribe();
    },
  };
}
