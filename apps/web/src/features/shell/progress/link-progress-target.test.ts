import { afterEach, describe, expect, it } from 'vitest';
import { linkProgressTarget } from './link-progress-target';

const here = new URL('http://localhost/en/live?sport=football');

/** Clicks `selector` inside `html` (in the document, so `closest` walks real parents) and asks for the target. */
function clickIn(html: string, selector: string, init: MouseEventInit = {}): URL | null {
  document.body.innerHTML = html;
  const element = document.body.querySelector(selector)!;
  let answer: URL | null = null;
  const listen = (event: MouseEvent) => {
    answer = linkProgressTarget(event, here);
  };
  document.addEventListener('click', listen, true);
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  document.removeEventListener('click', listen, true);
  return answer;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('linkProgressTarget', () => {
  it('starts for a link to another page, from the link or anything inside it', () => {
    expect(clickIn('<a href="/en/schedule">Schedule</a>', 'a')?.pathname).toBe('/en/schedule');
    expect(clickIn('<a href="/en/results"><span><b>Results</b></span></a>', 'b')?.pathname).toBe(
      '/en/results',
    );
  });

  it('does not start for the page already shown, whatever its search or hash (shallow routing)', () => {
    expect(clickIn('<a href="/en/live?sport=tennis">Tennis</a>', 'a')).toBeNull();
    expect(clickIn('<a href="#top">Top</a>', 'a')).toBeNull();
  });

  it('does not start for a click outside a link', () => {
    expect(clickIn('<button>Odds</button>', 'button')).toBeNull();
  });

  it('does not start with a modifier key, another button, or a click already cancelled', () => {
    expect(clickIn('<a href="/en/schedule">S</a>', 'a', { ctrlKey: true })).toBeNull();
    expect(clickIn('<a href="/en/schedule">S</a>', 'a', { metaKey: true })).toBeNull();
    expect(clickIn('<a href="/en/schedule">S</a>', 'a', { shiftKey: true })).toBeNull();
    expect(clickIn('<a href="/en/schedule">S</a>', 'a', { altKey: true })).toBeNull();
    expect(clickIn('<a href="/en/schedule">S</a>', 'a', { button: 1 })).toBeNull();
    document.body.innerHTML = '<a href="/en/schedule">S</a>';
    const link = document.body.querySelector('a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    event.preventDefault();
    Object.defineProperty(event, 'target', { value: link });
    expect(linkProgressTarget(event, here)).toBeNull();
  });

  it('does not start for a new tab, a download, or an address that is not a page', () => {
    expect(clickIn('<a href="/en/schedule" target="_blank">S</a>', 'a')).toBeNull();
    expect(clickIn('<a href="/rules.pdf" download>Rules</a>', 'a')).toBeNull();
    expect(clickIn('<a href="mailto:help@example.com">Mail</a>', 'a')).toBeNull();
    expect(clickIn('<a href="tel:+4412345">Call</a>', 'a')).toBeNull();
    expect(clickIn('<a>No address</a>', 'a')).toBeNull();
  });

  it('does not start for a link or a part of it marked not to', () => {
    expect(clickIn('<a href="/en/schedule" data-disable-progress="true">S</a>', 'a')).toBeNull();
    expect(clickIn('<a href="/en/schedule" data-prevent-progress="true"><i>S</i></a>', 'i')).toBeNull();
    expect(
      clickIn('<a href="/en/schedule"><span data-prevent-progress="true"><i>S</i></span></a>', 'i'),
    ).toBeNull();
  });

  it('still starts when only something around the link is marked', () => {
    const html = '<nav data-prevent-progress="true"><a href="/en/schedule"><i>S</i></a></nav>';
    expect(clickIn(html, 'i')?.pathname).toBe('/en/schedule');
  });
});
