import type { JackpotHit } from '@sportsbook/contract';

/** The delay between detecting a hit and showing it (SPEC §4: a jackpot shows 1 second after detection). */
export const HIT_SHOW_DELAY_MS = 1000;

/**
 * The hit to announce next: an unseen hit, approved or paid (SPEC §4), not yet handled on this page, oldest
 * first; null when there is none. `handled` holds the ids already shown or being shown, so a refetch that
 * answers before the server has recorded "seen" cannot bring the same hit back.
 */
export function nextHitToShow(hits: readonly JackpotHit[], handled: ReadonlySet<number>): JackpotHit | null {
  const waiting = hits.filter(
    (hit) => !hit.seen && (hit.status === 'approved' || hit.status === 'paid') && !handled.has(hit.id),
  );
  waiting.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  return waiting[0] ?? null;
}

/** How a hit is shown: the alert dialog, a toast card when another dialog is open, or later. */
export type HitPresentation = 'modal' | 'toast' | 'wait';

/**
 * A hit never opens a dialog over another one (the player may be typing a deposit): it shows as the "jackpot
 * hit" toast card instead when the site allows jackpot toasts, and otherwise waits until the dialog closes.
 */
export function hitPresentation(otherDialogOpen: boolean, jackpotToasts: boolean): HitPresentation {
  if (!otherDialogOpen) return 'modal';
  return jackpotToasts ? 'toast' : 'wait';
}
