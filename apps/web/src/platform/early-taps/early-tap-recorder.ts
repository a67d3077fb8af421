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
 *
 * A late island (decision 0043) is marked as a whole, `data-early-tap-island`, and says it is ready once: a tap on
 * any of its links and buttons is kept until then, its control found again by its href or label if React drew
 * the island anew. A menu's button is replayed as the press it opens on. A kept link is held back from the
 * browser and replayed as a click, so it navigates on the client; if its island is not ready after
 * `linkFallbackMs`, it is let through as the plain link, so a link is never dead.
 */
export function installEarlyTapRecorder(win: Window & typeof globalThis): void {
  const attribute = 'data-early-tap';
  const islandAttribute = 'data-early-tap-island';
  // NOTE: what a player taps inside an island; a menu's button (`aria-haspopup="menu"`) opens on its press.
  const controls = 'a[href], button, [role="button"], [role="link"], [role="switch"], [role="tab"]';
  // NOTE: a kept link whose island's code has not arrived by then navigates as a plain link (decision 0043);
  // one whose code has arrived waits for its island to hydrate, up to the longest wait.
  const linkFallbackMs = 2000;
  const linkLongestWaitMs = 10000;
  const arrivedIslands = new Set<string>();
  const readyControls = new WeakSet<Element>();
  let live = false;
  type Tap = {
    control: Element;
    name: string | null;
    value: string | null;
    /** The island the control is in, when the control is not marked itself; ready when the island is. */
    island: Element | null;
  };
  let kept: Tap[] = [];
  /** A kept link given up on: its click is let through once, as a plain link's. */
  let passing: Element | null = null;
  /** A menu button whose press was stopped: its click is kept even if the island comes ready in between. */
  let pressStopped: Element | null = null;

  /** A control inside an island is named by what it leads to or says, so its island drawn anew finds it. */
  function keyOf(control: Element): string {
    const href = control.getAttribute('href');
    if (href !== null) return `href ${href}`;
    const label = control.getAttribute('aria-label') ?? control.getAttribute('data-testid');
    return `${control.tagName} ${label ?? (control.textContent ?? '').trim()}`;
  }

  /** A link the browser follows as well without the app: another window or tab, a download, another site. */
  function opensElsewhere(control: Element, event: Event): boolean {
    if (!(control instanceof win.HTMLAnchorElement)) return false;
    const mouse = event as MouseEvent;
    if (mouse.button !== 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return true;
    if ((control.target && control.target !== '_self') || control.hasAttribute('download')) return true;
    // NOTE: the document's base, not `location`: the same in a page, and also set in a frame of about:blank.
    return control.origin !== new URL(win.document.baseURI).origin;
  }

  /** The tap's control and what says it is ready: itself when marked, else the island around it. */
  function controlOf(target: Element): { control: Element; island: Element | null } | null {
    const marked = target.closest(`[${attribute}]`);
    if (marked) return { control: marked, island: null };
    const island = target.closest(`[${islandAttribute}]`);
    const control = island ? target.closest(controls) : null;
    if (!island || !control || !island.contains(control)) return null;
    return { control, island };
  }

  function hold(event: Event): void {
    const target = event.target as Element | null;
    const found = target && typeof target.closest === 'function' ? controlOf(target) : null;
    if (!found) return;
    const { control, island } = found;
    if (event.type === 'click' && control === passing) {
      passing = null;
      return;
    }
    // NOTE: a click let through after its press was stopped would reach a trigger that opens on the press only.
    const pressed = event.type === 'click' && control === pressStopped;
    if (event.type === 'click' || event.type === 'pointerdown') pressStopped = null;
    if (!pressed && live && readyControls.has(island ?? control)) return;
    if (event.type === 'pointerdown') {
      // NOTE: only a menu's button's press is stopped (not kept): it opens on the press, which would open it
      // while its click is kept, and the replay (press and click) would close it again. Other presses pass:
      // the slip fetches its code on a press on odds.
      if (control.getAttribute('aria-haspopup') === 'menu') {
        event.stopImmediatePropagation();
        pressStopped = control;
      }
      return;
    }
    if (island && event.type !== 'click') return;
    if (island && opensElsewhere(control, event)) return;
    event.stopImmediatePropagation();
    if (event.type === 'click') {
      const name = island
        ? `${island.getAttribute(islandAttribute)}\n${keyOf(control)}`
        : control.getAttribute(attribute);
      const isLink = control instanceof win.HTMLAnchorElement;
      if (isLink) event.preventDefault();
      // NOTE: a link tapped again while its first tap is kept goes once: a second replay would navigate twice.
      if (isLink && kept.some((other) => other.control === control)) return;
      const tap: Tap = { control, name, value: null, island };
      kept.push(tap);
      if (pressed) flush();
      if (isLink) {
        // The link waits for its island, to navigate on the client, for `linkFallbackMs` at most unless the
        // island's code is here (its hydration is next).
        const href = (control as HTMLAnchorElement).href;
        const tappedAt = Date.now();
        const giveUp = () => {
          if (!kept.includes(tap)) return;
          const arrived = tap.island && arrivedIslands.has(tap.island.getAttribute(islandAttribute) ?? '');
          if (arrived && !readyControls.has(tap.island!) && Date.now() - tappedAt < linkLongestWaitMs) {
            win.setTimeout(giveUp, 200);
            return;
          }
          kept = kept.filter((other) => other !== tap);
          if (!tap.control.isConnected) {
            win.location.assign(href);
            return;
          }
          // Let through once: the browser follows the link, or the app if its island has hydrated by now.
          passing = tap.control;
          (tap.control as HTMLElement).click();
        };
        win.setTimeout(giveUp, linkFallbackMs);
      }
      return;
    }
    // NOTE: a select's `input` is kept too: let through, it would make React redraw the select before `change`.
    kept = kept.filter((tap) => tap.control !== control);
    kept.push({
      control,
      name: control.getAttribute(attribute),
      value: (control as HTMLSelectElement).value,
      island,
    });
  }

  function replay(control: Element, value: string | null): void {
    if (!control.isConnected) return;
    if (value === null) {
      // A menu's button opens on the press (Radix's trigger and ours before its code), not on the click.
      if (control.getAttribute('aria-haspopup') === 'menu') {
        const press = { bubbles: true, cancelable: true, button: 0, isPrimary: true, pointerType: 'mouse' };
        // NOTE: a MouseEvent where there is no PointerEvent (jsdom); React reads the button either way.
        const Press = typeof win.PointerEvent === 'function' ? win.PointerEvent : win.MouseEvent;
        control.dispatchEvent(new Press('pointerdown', press));
      }
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
      const ready = readyControls.has(tap.island ?? tap.control);
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

  /** An island React drew anew takes the taps kept in the one it replaced: each on its control of that name. */
  function adoptIsland(island: Element): void {
    const name = island.getAttribute(islandAttribute);
    for (const tap of kept) {
      if (!tap.island || tap.island.isConnected || !tap.name?.startsWith(`${name}\n`)) continue;
      tap.island = island;
      const key = tap.name.slice(name!.length + 1);
      const found = Array.from(island.querySelectorAll(controls)).find((control) => keyOf(control) === key);
      if (found) tap.control = found;
    }
  }

  win.addEventListener('click', hold, true);
  win.addEventListener('pointerdown', hold, true);
  win.addEventListener('input', hold, true);
  win.addEventListener('change', hold, true);
  const recorder: EarlyTapRecorder = {
    ready(control: Element): void {
      readyControls.add(control);
      if (control.hasAttribute(islandAttribute)) {
        adoptIsland(control);
        flush();
        return;
      }
      const name = control.getAttribute(attribute);
      // A control React drew anew (not the server's node) takes the taps kept for the one it replaced.
      for (const tap of kept) {
        if (!tap.island && !tap.control.isConnected && tap.name === name) tap.control = control;
      }
      flush();
    },
    live(): void {
      live = true;
      flush();
    },
    arrived(islands: readonly string[]): void {
      for (const island of islands) arrivedIslands.add(island);
    },
  };
  win.__earlyTaps = recorder;
}
