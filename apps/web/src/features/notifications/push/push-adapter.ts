/** Whether pushes reach this browser now: on, off (never asked, or turned off) or denied by the player. */
export type PushState = 'on' | 'off' | 'denied';

/**
 * How the site subscribes a browser to pushes (issue 22): the standard Push API with the site's own service
 * worker, or an operator's OneSignal. The web only asks permission from `enable`, which a click calls.
 */
export interface PushAdapter {
  /** Whether this browser can take pushes at all. */
  supported(): boolean;
  /** The state now, without asking the player anything. */
  state(): Promise<PushState>;
  /**
   * Asks the browser's permission (from a player's action only) and subscribes; answers what the sportsbook
   * saves in `one_signal_push_notification_subscription`. Throws `PushRefused` when the player says no.
   */
  enable(): Promise<string>;
  /** Ends the subscription in the browser (the saved one is cleared by the caller). */
  disable(): Promise<void>;
}

/** The player (or the browser's settings) refused the permission to show notifications. */
export class PushRefused extends Error {
  constructor() {
    super('Notification permission refused');
    this.name = 'PushRefused';
  }
}

/** Whether the browser has the permission API at all (no `Notification` on iOS Safari outside an app). */
export function notificationPermission(): NotificationPermission | null {
  return typeof Notification === 'undefined' ? null : Notification.permission;
}
