/**
 * Timing of the real-time client (SPEC §9), in the option names of `centrifuge` 5. Exported so that tests and
 * the bench read the same numbers.
 */
export const REALTIME_CLIENT_OPTIONS = {
  timeout: 5000,
  minReconnectDelay: 500,
  maxReconnectDelay: 20_000,
  maxServerPingDelay: 10_000,
} as const;

/**
 * How long the connection may be down, after it was up, before live data counts as stale (odds buttons and the
 * slip lock): a reconnect quicker than this (a login's, a blip) does not make the page flicker.
 */
export const STALE_AFTER_MS = 1000;

/** Resubscribe backoff of every subscription (SPEC §9). */
export const REALTIME_SUBSCRIPTION_OPTIONS = {
  minResubscribeDelay: 500,
  maxResubscribeDelay: 20_000,
} as const;

/**
 * Token refresh retry window of SPEC §9 (5–10 s). NOTE: `centrifuge` 5 has no option for it: it retries a failed
 * temporary `refresh` after 5–10 s by itself, which is exactly this window, so the constant only documents it.
 */
export const TOKEN_REFRESH_RETRY_MS = { min: 5000, max: 10_000 } as const;
