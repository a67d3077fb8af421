import type { EarlyTapRecorder } from './early-tap';

/**
 * Keeps the taps made on marked controls before their handlers exist and replays each once when the control is
 * ready. It runs as an inline script before the page's body is parsed, so it is serialized with `toString()`:
 * it must use nothing from outside its own body (the attribute's name is repeated here for that reason).
 *
 * Why taps are lost without it: until Next's chunks have run, no React listener exists at all, and a control in a
 * boundary whose code is still loading (the slip column is a `next/dynamic` chunk) is not hydrated when React
 * sees the click, and React 19 does not replay a click it cannot hydrate for at once. A native select even keeps
 * the new value on screen while the app never hears of it. A select's `input` is kept with its `change`: React
 * hydrates at once for an `input` it hears while it hydrates, and redraws the select with its state before the
 * `change` arrives.
 *
 * A kept tap is stopped at the window, before React's listeners on the document, so it takes effect only through
 * its replay: once. Replays wait for the control to be ready and for the page to be live (see `live`): a tap on
 * odds needs the slip's sync running, or the phone's sheet would not open on the first selection. Clicks are
 * replayed in order, across controls too (a toggle tapped twice ends where the player left it); a select
 * replays the last value.
 */
export function installEarlyTapRecorder(win: Window): void {
  const attribute = 'data-early-tap';
  const readyControls = new WeakSet<Element>();
  let live = false;
  let kept: { control: Element; name: string | null; value: string | null }[] = [];

  function hold(event: Event): void {
    const target = event.target as Element | null;
    const control = target && typeof target.closest === 'function' ? target.closest(`[${attribute}]`) : null;
    if (!control || (live && readyControls.has(control))) return;
    event.stopImmediatePropagation();
    const name = control.getAttribute(attribute);
    if (event.type === 'click') {
      kept.push({ control, name, value: null });
      return;
    }
    // NOTE: a select's `input` is kept too: let through, it would make React redraw the select before `change`.
    kept = kept.filter((tap) => tap.control !== control);
    kept.push({ control, name, value: (control as HTMLSelectElement).value });
  }

  function replay(control: Element, value: string | null): void {
    if (!control.isConnected) return;
    if (value === null) {
      (control as HTMLElement).click();
      return;
    }
    (control as HTMLSelectElement).value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }

  function flush(): void {
    if (!live) return;
    // NOTE: clicks replay in the order they were made: one waits for every click before it on a control still
    // on the page (decision 0043: a late island's control can come ready after one tapped later; odds tapped
    // before the quick-bet switch, replayed after it, turn quick bet off, SPEC §4 Ticket). A select's value
    // waits for its own select only.
    let clicksWait = false;
    const due = kept.filter((tap) => {
      const ready = readyControls.has(tap.control);
      if (tap.value !== null) return ready;
      if (!ready && tap.control.isConnected) clicksWait = true;
      return ready && !clicksWait;
    });
    if (due.length === 0) return;
    kept = kept.filter((tap) => !due.includes(tap));
    // NOTE: after React's commit, not inside it (ready is called from a ref while React commits).
    win.setTimeout(() => {
      for (const tap of due) replay(tap.control, tap.value);
    }, 0);
  }

  win.addEventListener('click', hold, true);
  win.addEventListener('input', hold, true);
  win.addEventListener('change', hold, true);
  const recorder: EarlyTapRecorder = {
    ready(control: Element): void {
      readyControls.add(control);
      const name = control.getAttribute(attribute);
      // A control React drew anew (not the server's node) takes the taps kept for the one it replaced.
      for (const tap of kept) {
        if (!tap.control.isConnected && tap.name === name) tap.control = control;
      }
      flush();
    },
    live(): void {
      live = true;
      flush();
    },
  };
  win.__earlyTaps = recorder;
}
