/** Query parameter a native app opens the site with to turn mobile-app mode on (`1`) or off (`0`). */
export const MOBILE_APP_PARAM = 'mobile_app';

/** Session cookie that keeps mobile-app mode for the rest of the visit. */
export const MOBILE_APP_COOKIE = 'sb_mobile_app';
