import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting tags and the text inside them', () => {
    expect(sanitizeHtml('<p>Bet <strong>responsibly</strong>.<br/></p>')).toBe(
      // NOTE: the library writes void tags as `<br />`; a browser reads it as the same `<br>`.
      '<p>Bet <strong>responsibly</strong>.<br /></p>',
    );
  });

  it('removes scripts and styles with their content, and every event-handler attribute', () => {
    expect(
      sanitizeHtml(
        '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style></p><img src=x onerror=alert(1)>',
      ),
    ).toBe('<p>Hi</p>');
  });

  it('keeps safe links, marks external ones, and strips javascript: hrefs even when disguised', () => {
    expect(sanitizeHtml('<a href="/promotions">Offers</a>')).toBe('<a href="/promotions">Offers</a>');
    expect(sanitizeHtml('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="java&#115;cript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('escapes stray angle brackets and closes tags left open', () => {
    expect(sanitizeHtml('<p>1 < 2 & 3 > 2 &amp; done<em>open')).toBe(
      '<p>1 &lt; 2 &amp; 3 &gt; 2 &amp; done<em>open</em></p>',
    );
  });

  it('reads an entity past the last code point as U+FFFD instead of throwing, and drops the link it made', () => {
    // 99,999,999 > 0x10FFFF: the hand-written decoder's String.fromCodePoint threw RangeError here.
    expect(() => sanitizeHtml('<a href="&#99999999;">x</a>')).not.toThrow();
    expect(sanitizeHtml('<a href="&#99999999;">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<p>&#99999999;</p>')).toBe('<p>\uFFFD</p>');
  });

  it('drops a path that a browser resolves to another host (`/\\evil.example`, `//evil.example`)', () => {
    // A browser reads `\` as `/` in an http address: /\evil.example is //evil.example, another site.
    expect(sanitizeHtml('<a href="/\\evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="/\t\\evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="\\\\evil.example">x</a>')).toBe('<a>x</a>');
  });

  it("never keeps the author's own rel or target, nor a relative link that is not a path of the site", () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="promotions">x</a>')).toBe('<a>x</a>');
  });
});
