import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EarlyTapScript } from './early-tap-script';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/**
 * A page as the server sends it, in a frame of its own, with late islands (decision 0043): the head's recorder
 * run from its serialized text, a body of islands marked `data-early-tap-island` whose controls carry no mark of
 * their own. `heard` lists what reaches the document, where React listens, and whether the browser was left to
 * follow a link (`followed`, its default not prevented). The page is live from the start.
 */
function page(body: string) {
  const script = renderToStaticMarkup(<EarlyTapScript />)
    .replace(/^<script[^>]*>/, '')
    .replace(/<\/script>$/, '');
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const window = frame.contentWindow! as Window & typeof globalThis;
  new Function('window', script)(window);
  window.document.body.innerHTML = body;
  const heard: string[] = [];
  const nameOf = (target: Element) => target.closest('[data-testid]')?.getAttribute('data-testid') ?? null;
  for (const type of ['pointerdown', 'click']) {
    window.document.addEventListener(type, (event: Event) => {
      const followed = type === 'click' && !event.defaultPrevented && (event.target as Element).closest('a');
      heard.push(`${type} ${nameOf(event.target as Element)}${followed ? ' followed' : ''}`);
      // NOTE: the frame would load the link; the test only needs to know that the browser was left to.
      if (type === 'click') event.preventDefault();
    });
  }
  window.__earlyTaps!.live();
  const settle = () => new Promise((resolve) => window.setTimeout(resolve, 5));
  const find = (selector: string) => window.document.querySelector(selector)! as HTMLElement;
  const ready = (element: Element) => window.__earlyTaps!.ready(element);
  const press = (element: Element) =>
    element.dispatchEvent(
      new window.MouseEvent('pointerdown', { bubbles: true, cancelable: true, button: 0 }),
    );
  return { window, heard, settle, find, ready, press };
}

const HEADER = `<div data-early-tap-island="header language">
  <button type="button" aria-haspopup="menu" data-testid="language"><span>EN</span></button>
</div>
<div data-early-tap-island="header sign-in"><button type="button" data-testid="sign-in">Sign in</button></div>`;
const MENU = `<div data-early-tap-island="sports-menu"><nav>
  <a href="/football" data-testid="football"><span>Football</span></a>
  <a href="/tennis" data-testid="tennis">Tennis</a>
  <a href="https://example.org/" data-testid="elsewhere">Elsewhere</a>
</nav></div>`;

describe('the early-tap recorder on a late island', () => {
  it("keeps a tap on any of the island's buttons until the island is ready, and replays it once", async () => {
    const { heard, settle, find, ready } = page(HEADER);
    find('[data-testid="sign-in"]').click();
    await settle();
    expect(heard).toEqual([]);
    // Another island coming ready does not release it.
    ready(find('[data-early-tap-island="header language"]'));
    await settle();
    expect(heard).toEqual([]);
    ready(find('[data-early-tap-island="header sign-in"]'));
    ready(find('[data-early-tap-island="header sign-in"]'));
    await settle();
    expect(heard).toEqual(['click sign-in']);
  });

  it("replays a menu button's tap as the press it opens on, then the click, once", async () => {
    const { heard, settle, find, ready, press } = page(HEADER);
    // A finger's press and click on the label inside the button.
    press(find('[data-testid="language"] span'));
    find('[data-testid="language"] span').click();
    await settle();
    expect(heard).toEqual([]);
    ready(find('[data-early-tap-island="header language"]'));
    await settle();
    expect(heard).toEqual(['pointerdown language', 'click language']);
    // Ready now: a press passes at once, never kept.
    press(find('[data-testid="language"]'));
    expect(heard).toEqual(['pointerdown language', 'click language', 'pointerdown language']);
  });

  it("keeps a menu button's click whose press was stopped, though the island came ready in between", async () => {
    const { heard, settle, find, ready, press } = page(HEADER);
    press(find('[data-testid="language"] span'));
    ready(find('[data-early-tap-island="header language"]'));
    await settle();
    find('[data-testid="language"] span').click();
    await settle();
    expect(heard).toEqual(['pointerdown language', 'click language']);
  });

  it('keeps a link tapped before its island is ready from the browser, and replays it as a click once', async () => {
    const { window, heard, settle, find, ready } = page(MENU);
    const tap = new window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    find('[data-testid="football"] span').dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    await settle();
    expect(heard).toEqual([]);
    ready(find('[data-early-tap-island]'));
    await settle();
    expect(heard).toEqual(['click football followed']);
  });

  it('replays a link tapped twice before its island is ready once: it would navigate twice', async () => {
    const { heard, settle, find, ready } = page(MENU);
    find('[data-testid="football"]').click();
    find('[data-testid="football"]').click();
    ready(find('[data-early-tap-island]'));
    await settle();
    expect(heard).toEqual(['click football followed']);
  });

  it('leaves a link that opens elsewhere, or tapped with a modifier key, to the browser', async () => {
    const { window, heard, settle, find } = page(MENU);
    find('[data-testid="elsewhere"]').click();
    const newTab = new window.MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      button: 0,
      ctrlKey: true,
    });
    find('[data-testid="tennis"]').dispatchEvent(newTab);
    await settle();
    expect(heard).toEqual(['click elsewhere followed', 'click tennis followed']);
  });

  it("lets a kept link through as a plain link when its island's code has not come after 2 s", async () => {
    const { window, heard, find, ready } = page(MENU);
    vi.useFakeTimers();
    // NOTE: the recorder's timers are the frame's; they run on the test's fake clock.
    window.setTimeout = globalThis.setTimeout as typeof window.setTimeout;
    find('[data-testid="football"]').click();
    vi.advanceTimersByTime(1_999);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(heard).toEqual(['click football followed']);
    // The island comes ready later: the tap is not replayed a second time.
    ready(find('[data-early-tap-island]'));
    vi.runAllTimers();
    expect(heard).toEqual(['click football followed']);
  });

  it('waits past 2 s for the island of a kept link whose code has arrived, and replays the link once', async () => {
    const { window, heard, find, ready } = page(MENU);
    vi.useFakeTimers();
    window.setTimeout = globalThis.setTimeout as typeof window.setTimeout;
    find('[data-testid="football"]').click();
    window.__earlyTaps!.arrived(['sports-menu']);
    vi.advanceTimersByTime(5_000);
    expect(heard).toEqual([]);
    ready(find('[data-early-tap-island]'));
    vi.runAllTimers();
    expect(heard).toEqual(['click football followed']);
  });

  it('gives the taps kept in an island React drew anew to the control of the same name in the new one', async () => {
    const { window, heard, settle, find, ready } = page(MENU);
    find('[data-testid="tennis"]').click();
    // Drawn anew, its links in another order: the kept tap goes to Tennis, not to the link at its place.
    const fresh = window.document.createElement('div');
    fresh.setAttribute('data-early-tap-island', 'sports-menu');
    fresh.innerHTML =
      '<a href="/tennis" data-testid="tennis">Tennis</a><a href="/football" data-testid="football">Football</a>';
    const other = window.document.createElement('div');
    other.setAttribute('data-early-tap-island', 'tab-bar');
    other.innerHTML = '<a href="/tennis" data-testid="tab-tennis">Tennis</a>';
    find('[data-early-tap-island]').replaceWith(fresh, other);
    ready(other);
    await settle();
    expect(heard).toEqual([]);
    ready(fresh);
    await settle();
    expect(heard).toEqual(['click tennis followed']);
  });
});
