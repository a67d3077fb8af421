import type { PushAdapter, PushState } from './push-adapter';
import { PushRefused, notificationPermission } from './push-adapter';

/** The part of OneSignal's Web SDK (v16) the adapter uses. */
interface OneSignalSdk {
  init(options: {
    appId: string;
    serviceWorkerPath: string;
    serviceWorkerParam: { scope: string };
  }): Promise<void>;
  Notifications: { requestPermission(): Promise<void>; permission: boolean };
  User: {
    PushSubscription: {
      id: string | null | undefined;
      optedIn: boolean | undefined;
      optOut(): Promise<void>;
    };
  };
}

declare global {
  interface Window {
    OneSignalDeferred?: ((sdk: OneSignalSdk) => void | Promise<void>)[];
  }
}

/** Where OneSignal's worker runs: the operator serves OneSignal's worker file there, in a folder of its own. */
const ONESIGNAL_WORKER = { path: 'push/onesignal/OneSignalSDKWorker.js', scope: '/push/onesignal/' };

/**
 * OneSignal (an operator's choice, site configuration `push.onesignal`): its SDK loads from the configured
 * address on the first use, never with the page; the subscription id it gives is what the sportsbook saves.
 */
export function oneSignalAdapter(config: { app_id: string; script_url: string }): PushAdapter {
  let ready: Promise<OneSignalSdk> | null = null;
  const sdk = (): Promise<OneSignalSdk> => {
    ready ??= new Promise<OneSignalSdk>((resolve, reject) => {
      window.OneSignalDeferred = window.OneSignalDeferred ?? [];
      window.OneSignalDeferred.push(async (loaded) => {
        await loaded.init({
          appId: config.app_id,
          serviceWorkerPath: ONESIGNAL_WORKER.path,
          serviceWorkerParam: { scope: ONESIGNAL_WORKER.scope },
        });
        resolve(loaded);
      });
      const script = document.createElement('script');
      script.src = config.script_url;
      script.async = true;
      script.onerror = () => reject(new Error(`OneSignal did not load from ${config.script_url}`));
      document.head.append(script);
    });
    return ready;
  };
  return {
    supported: () =>
      typeof navigator !== 'undefined' && 'serviceWorker' in navigator && notificationPermission() !== null,
    async state(): Promise<PushState> {
      const permission = notificationPermission();
      if (permission === 'denied') return 'denied';
      // NOTE: without the permission there is nothing to ask OneSignal, and its SDK is not loaded for nothing.
      if (permission !== 'granted') return 'off';
      return (await sdk()).User.PushSubscription.optedIn ? 'on' : 'off';
    },
    async enable(): Promise<string> {
      const loaded = await sdk();
      await loaded.Notifications.requestPermission();
      const id = loaded.User.PushSubscription.id;
      if (!loaded.Notifications.permission || !id) throw new PushRefused();
      return id;
    },
    async disable(): Promise<void> {
      await (await sdk()).User.PushSubscription.optOut();
    },
  };
}
