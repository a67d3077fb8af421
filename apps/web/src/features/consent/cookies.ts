/** Cookie that records the visitor's answer to the cookie notice (SPEC §9: one consent cookie key). */
export const CONSENT_COOKIE = 'sportsbook_cookie_consent';
/** Consent cookie lifetime (SPEC §9: 365 days). */
export const CONSENT_MAX_AGE_DAYS = 365;
/** Cookie that keeps this browser's device id (SPEC §9). */
export const DEVICE_ID_COOKIE = 'sportsbook_device_id';
/** Device id cookie lifetime (SPEC §9: 7300 days). */
export const DEVICE_ID_MAX_AGE_DAYS = 7300;

const DAY_SECONDS = 24 * 60 * 60;

/** The value of cookie `name` in `cookieHeader` (document.cookie), or null. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** A `Set-Cookie`-style string for document.cookie, kept for `days` on the whole site. */
export function cookieString(name: string, value: string, days: number): string {
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${days * DAY_SECONDS}; samesite=lax`;
}

/** This browser's device id: read from its cookie, or made and stored for 7300 days on first use. */
export function ensureDeviceId(): string {
  const existing = readCookie(document.cookie, DEVICE_ID_COOKIE);
  if (existing) return existing;
  const id = crypto.randomUUID();
  document.cookie = cookieString(DEVICE_ID_COOKIE, id, DEVICE_ID_MAX_AGE_DAYS);
  return id;
}

const consentListeners = new Set<() => void>();

/** Whether this browser's visitor accepted the cookie notice. */
export function hasConsent(): boolean {
  return readCookie(document.cookie, CONSENT_COOKIE) !== null;
}

/** Records the visitor's consent for 365 days and tells whoever waits for it (analytics). */
export function giveConsent(): void {
  document.cookie = cookieString(CONSENT_COOKIE, 'accepted', CONSENT_MAX_AGE_DAYS);
  for (const listener of consentListeners) listener();
}

/** Calls `listener` when the visitor consents in this page; returns the unsubscriber. */
export function onConsentGiven(listener: () => void): () => void {
  consentListeners.add(listener);
  return () => consentListeners.delete(listener);
}
