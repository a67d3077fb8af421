import { whenIdle } from '@/platform/after-paint/when-idle';
import { onDemand } from '@/ui/load-on-demand';
import type { QuickBetStore } from '../quick-bet/quick-bet-store';
import type { BetslipStores } from '../store/betslip-context';
import { engineReady } from '../store/engine-on-demand';
import { SLIP_LANDMARK_ID, isSlipShortcut } from './slip-skip-link';

/**
 * The bet-slip column's code (ticket panel, quick-bet switch, the slip's sync, quick-bet status, special-bet
 * dialog, shared-bet restore): not in any page's first load (issue 25, docs/decisions/0040). The server draws a
 * placeholder (`SlipPlaceholder`); this is fetched once the page has hydrated, at its first idle moment, or when
 * the player first reaches for the slip, whichever comes first.
 */
export const slipColumnCode = onDemand(() => import('./betslip'));

// NOTE: the column's placeholder, the controls whose taps the slip answers (odds buttons, the odds-format select
// and the quick-bet switch are marked for the early-tap recorder) and the skip link to the column. A marked
// control's `click` may be kept and stopped by the recorder, so the column listens for what comes before it: the
// pointer going down, a key, focus.
const SLIP_CONTROLS = `#${SLIP_LANDMARK_ID}, [data-early-tap], a[href="#${SLIP_LANDMARK_ID}"]`;

function reachesForSlip(event: Event): boolean {
  if (event instanceof KeyboardEvent && isSlipShortcut(event)) return true;
  const target = event.target;
  // NOTE: focus counts on the column only (moving through the page's odds with Tab is not reaching for the slip).
  const controls = event.type === 'focusin' ? `#${SLIP_LANDMARK_ID}` : SLIP_CONTROLS;
  return target instanceof Element && target.closest(controls) !== null;
}

/**
 * Calls `load` at the first idle moment (at the latest after 3 s), on the first pointer or key on the column or
 * a control the slip answers, focus on the column, the slip shortcut, or the first change of the ticket, the panel or the quick bet. The engine's
 * reducers are asked for at the same moment, so the column's restore of the stored slip does not wait for a
 * second fetch. Returns a cancel.
 */
export function loadColumnWhenWanted(
  load: () => void,
  { ticket, panel }: BetslipStores,
  quickBet: QuickBetStore,
): () => void {
  let done = false;
  const want = () => {
    if (done) return;
    done = true;
    stop();
    load();
    void engineReady().catch(() => {});
  };
  const onEvent = (event: Event) => {
    if (reachesForSlip(event)) want();
  };
  const cancelIdle = whenIdle(want);
  document.addEventListener('pointerdown', onEvent, true);
  document.addEventListener('keydown', onEvent, true);
  document.addEventListener('focusin', onEvent, true);
  const unsubscribe = [ticket.subscribe(want), panel.subscribe(want), quickBet.subscribe(want)];
  function stop(): void {
    cancelIdle();
    document.removeEventListener('pointerdown', onEvent, true);
    document.removeEventListener('keydown', onEvent, true);
    document.removeEventListener('focusin', onEvent, true);
    for (const off of unsubscribe) off();
  }
  return () => {
    done = true;
    stop();
  };
}
