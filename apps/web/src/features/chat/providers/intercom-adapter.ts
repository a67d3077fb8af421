import type { ChatAdapter, ChatIdentity } from '../chat-adapter';

/** Intercom's messenger API: one function taking a command and its arguments. */
type IntercomApi = ((command: string, ...args: unknown[]) => void) & { q?: unknown[][] };

declare global {
  interface Window {
    Intercom?: IntercomApi;
  }
}

/** Where Intercom serves a workspace's messenger when the site names no other address. */
export function intercomScriptUrl(appId: string): string {
  return `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
}

/**
 * Intercom's messenger (https://developers.intercom.com/installing-intercom/web/methods): queued calls until its
 * script arrives, `boot` with the player's id, email and name, our own launcher instead of Intercom's
 * (`hide_default_launcher`), `show`, `shutdown` at sign-out and `onUnreadCountChange` for the header's badge.
 * The sandbox's stub widget speaks the same API, so the browser tests run this adapter.
 */
export function intercomAdapter(config: { app_id: string; script_url: string | null }): ChatAdapter {
  let loading: Promise<void> | null = null;
  const intercom: IntercomApi = (command, ...args) => window.Intercom?.(command, ...args);
  return {
    load() {
      loading ??= new Promise<void>((resolve, reject) => {
        if (!window.Intercom) {
          // Intercom's own snippet: a queue that its script replays when it arrives.
          const queue: IntercomApi = (...args: unknown[]) => queue.q!.push(args);
          queue.q = [];
          window.Intercom = queue;
        }
        const script = document.createElement('script');
        script.src = config.script_url ?? intercomScriptUrl(config.app_id);
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => {
          loading = null;
          script.remove();
          reject(new Error(`The chat widget did not load from ${script.src}`));
        };
        document.head.append(script);
      });
      return loading;
    },
    boot(identity: ChatIdentity | null) {
      intercom('boot', {
        app_id: config.app_id,
        hide_default_launcher: true,
        ...(identity
          ? { user_id: identity.userId, email: identity.email ?? undefined, name: identity.name ?? undefined }
          : {}),
      });
    },
    show: () => intercom('show'),
    shutdown: () => intercom('shutdown'),
    onUnreadCount(listener) {
      intercom('onUnreadCountChange', listener);
    },
  };
}
