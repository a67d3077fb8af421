/** What the page's inline recorder offers the app once a marked control has its handlers. */
export interface EarlyTapRecorder {
  /** The control is hydrated; once the page is live its taps pass, and the ones kept for it replay, once. */
  ready(control: Element): void;
  /** The page is live: what a tap sets off is listening (the slip follows the ticket). Kept taps may replay. */
  live(): void;
  /** The code of these late islands has arrived: a link kept in one waits for its hydration, not the fallback. */
  arrived(islands: readonly string[]): void;
}

declare global {
  interface Window {
    /** Installed by the inline script in the document's head (see `installEarlyTapRecorder`). */
    __earlyTaps?: EarlyTapRecorder;
  }
}

// NOTE: one function for every control, so React calls it once per mount and never again on a re-render.
function markReady(control: HTMLElement | null): void {
  if (control) window.__earlyTaps?.ready(control);
}

/**
 * Says the page is live: the slip's sync runs, so a selection replayed now opens the phone's sheet and is kept
 * with the stored slip. Until then taps on marked controls are kept, even on hydrated ones.
 */
export function markPageLive(): void {
  window.__earlyTaps?.live();
}

/** The mark the inline recorder looks for (its value names the control) and the ref that says it is live. */
export interface EarlyTapProps {
  'data-early-tap': string;
  ref: (control: HTMLElement | null) => void;
}

/**
 * The props that make a control keep a tap made between first paint and hydration (issue 25: interactive from
 * the first paint). `name` names the control (an outcome key, `quick-bet`) so that a control React draws anew
 * finds the taps kept for the one it replaced.
 */
export function earlyTap(name: string): EarlyTapProps {
  return { 'data-early-tap': name, ref: markReady };
}

/** The mark of a late island (its value names it) and the ref that says its controls are live. */
export interface EarlyTapIslandProps {
  'data-early-tap-island': string;
  ref: (island: HTMLElement | null) => void;
}

/**
 * The props that make every control of an island whose code arrives late (decision 0043: the header's controls,
 * the sports menu, the tab bar) keep a tap made before it hydrates: its links and buttons, without a mark of
 * their own. `name` names the island, so that one React draws anew finds the taps kept in the one it replaced.
 */
export function earlyTapIsland(name: string): EarlyTapIslandProps {
  return { 'data-early-tap-island': name, ref: markReady };
}

/** Says that the code of these late islands has arrived (decision 0043): their hydration comes next. */
export function markIslandsArrived(islands: readonly string[]): void {
  window.__earlyTaps?.arrived(islands);
}
