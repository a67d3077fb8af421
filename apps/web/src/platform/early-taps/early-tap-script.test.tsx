import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { EarlyTapScript } from './early-tap-script';

afterEach(() => document.body.replaceChildren());

/**
 * A page as the server sends it, in a frame of its own: the head's recorder (its serialized text, run as the
 * browser runs it, so a recorder that needs anything outside its own body fails here) and a body of marked
 * controls. `heard` lists what reaches the document, where React listens once it has hydrated. The page is live
 * (the slip's sync runs) from the start unless `live` is false.
 */
function page(body: string, { live = true } = {}) {
  const script = renderToStaticMarkup(<EarlyTapScript nonce="bm9uY2U=" />)
    .replace(/^<script[^>]*>/, '')
    .replace(/<\/script>$/, '');
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const window = frame.contentWindow!;
  new Function('window', script)(window);
  window.document.body.innerHTML = body;
  const heard: string[] = [];
  const nameOf = (target: Element) =>
    target.getAttribute('data-early-tap') ??
    target.closest('[data-testid]')?.getAttribute('data-testid') ??
    null;
  window.document.addEventListener('click', (event: Event) => {
    heard.push(`click ${nameOf(event.target as Element)}`);
  });
  window.document.addEventListener('pointerdown', (event: Event) => {
    heard.push(`pointerdown ${nameOf(event.target as Element)}`);
  });
  window.document.addEventListener('change', (event: Event) => {
    heard.push(`change ${(event.target as HTMLSelectElement).value}`);
  });
  const settle = () => new Promise((resolve) => window.setTimeout(resolve, 5));
  const ready = (element: Element) => window.__earlyTaps!.ready(element);
  const find = (selector: string) => window.document.querySelector(selector)!;
  if (live) window.__earlyTaps!.live();
  return { window, heard, settle, ready, find, goLive: () => window.__earlyTaps!.live() };
}

const ODDS = '<button type="button" data-early-tap="1:1:1"><span>Home</span> 2.50</button>';
const SELECT =
  '<select data-early-tap="odds-type"><option value="european">Decimal</option><option value="british">Fractional</option></select>';

describe('the early-tap recorder', () => {
  it('carries the request nonce, as the page policy runs no inline script without it', () => {
    expect(renderToStaticMarkup(<EarlyTapScript nonce="bm9uY2U=" />)).toMatch(/^<script nonce="bm9uY2U=">/);
  });

  it('keeps a tap made before the control is hydrated and replays it once when it is ready', async () => {
    const { heard, settle, ready, find } = page(ODDS);
    // The tap lands on the price inside the button, as a finger does.
    (find('span') as HTMLElement).click();
    await settle();
    expect(heard).toEqual([]);
    ready(find('button'));
    await settle();
    expect(heard).toEqual(['click 1:1:1']);
    ready(find('button'));
    await settle();
    expect(heard).toEqual(['click 1:1:1']);
  });

  it('keeps taps, even on a hydrated control, until the page is live, then replays them once', async () => {
    const { heard, settle, ready, find, goLive } = page(ODDS, { live: false });
    (find('button') as HTMLElement).click();
    ready(find('button'));
    (find('button') as HTMLElement).click();
    await settle();
    expect(heard).toEqual([]);
    goLive();
    await settle();
    expect(heard).toEqual(['click 1:1:1', 'click 1:1:1']);
    goLive();
    await settle();
    expect(heard).toEqual(['click 1:1:1', 'click 1:1:1']);
  });

  it('lets the taps on a ready control pass at once, never kept for a replay', async () => {
    const { heard, settle, ready, find } = page(ODDS);
    ready(find('button'));
    (find('button') as HTMLElement).click();
    await settle();
    expect(heard).toEqual(['click 1:1:1']);
  });

  it('replays two early taps on a toggle in order, so it ends where the player left it', async () => {
    const { heard, settle, ready, find } = page(ODDS);
    (find('button') as HTMLElement).click();
    (find('button') as HTMLElement).click();
    ready(find('button'));
    await settle();
    expect(heard).toEqual(['click 1:1:1', 'click 1:1:1']);
  });

  it('replays clicks on two controls in the order they were made, whichever comes ready first', async () => {
    const SWITCH = '<button type="button" role="switch" data-early-tap="quick-bet">Quick bet</button>';
    const { heard, settle, ready, find } = page(`${ODDS}${SWITCH}`);
    (find('[data-early-tap="1:1:1"]') as HTMLElement).click();
    (find('[data-early-tap="quick-bet"]') as HTMLElement).click();
    // The switch hydrates first (the odds are in an island whose code comes later): it waits for the odds.
    ready(find('[data-early-tap="quick-bet"]'));
    await settle();
    expect(heard).toEqual([]);
    ready(find('[data-early-tap="1:1:1"]'));
    await settle();
    expect(heard).toEqual(['click 1:1:1', 'click quick-bet']);
  });

  it('replays the last choice of a select as one change, with the value even if hydration put it back', async () => {
    const { window, heard, settle, ready, find } = page(SELECT);
    const select = find('select') as HTMLSelectElement;
    for (const value of ['british', 'european', 'british']) {
      select.value = value;
      select.dispatchEvent(new (window as unknown as typeof globalThis).Event('change', { bubbles: true }));
    }
    select.value = 'european';
    ready(select);
    await settle();
    expect(heard).toEqual(['change british']);
    expect(select.value).toBe('british');
  });

  it('keeps the choice a select made while React hydrates, though React put the select back before its change', async () => {
    const { window, heard, settle, ready, find } = page(SELECT);
    const select = find('select') as HTMLSelectElement;
    // What React does with an `input` it hears while hydrating: it hydrates at once, and its re-render draws the
    // select with its state (Decimal) before the browser fires the `change`.
    window.document.addEventListener('input', () => {
      select.value = 'european';
    });
    const Event = (window as unknown as typeof globalThis).Event;
    select.value = 'british';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    ready(select);
    await settle();
    expect(heard).toEqual(['change british']);
    expect(select.value).toBe('british');
  });

  it('gives the taps of a control React drew anew to the new one with its name, and no other control', async () => {
    const { window, heard, settle, ready, find } = page(`${ODDS}<div id="other">${ODDS}</div>`);
    (find('button') as HTMLElement).click();
    find('button').replaceWith(window.document.createRange().createContextualFragment(ODDS));
    const other = window.document.createElement('button');
    other.setAttribute('data-early-tap', '2:1:1');
    window.document.body.append(other);
    ready(other);
    await settle();
    expect(heard).toEqual([]);
    ready(find('button'));
    await settle();
    expect(heard).toEqual(['click 1:1:1']);
    ready(find('#other button'));
    await settle();
    expect(heard).toEqual(['click 1:1:1']);
  });

  it('leaves unmarked elements alone', async () => {
    const { heard, settle, find } = page('<button type="button" id="plain">Menu</button>');
    (find('#plain') as HTMLElement).click();
    await settle();
    expect(heard).toEqual(['click null']);
  });
});
