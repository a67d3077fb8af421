import { describe, expect, it } from 'vitest';
import { stripScripts } from './lighthouse-floor-html';

describe('stripScripts', () => {
  it('removes external, inline, module and JSON scripts, and keeps the markup around them as it was', () => {
    const html =
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
      '<script src="/_next/static/chunks/webpack-1.js" async="" nonce="n1"></script>' +
      '<script type="module">import "/a.js";</script>' +
      '<script type="application/ld+json">{"@type":"SportsEvent"}</script>' +
      '</head><body><main id="m">Odds <b>2.10</b></main>' +
      '<script nonce="n1">(self.__next_f=self.__next_f||[]).push([0])</script>' +
      '<script>self.__next_f.push([1,"a \\u003c/script> b"])</script></body></html>';
    expect(stripScripts(html)).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
        '</head><body><main id="m">Odds <b>2.10</b></main></body></html>',
    );
  });

  it('removes modulepreload links and preloads of scripts, whatever the case of rel and as', () => {
    const html =
      '<head><link rel="modulepreload" href="/m.js">' +
      '<link rel="preload" as="script" fetchpriority="low" href="/_next/static/chunks/main.js"/>' +
      '<LINK REL="Preload" AS="Script" HREF="/x.js"></head><body>x</body>';
    expect(stripScripts(html)).toBe('<head></head><body>x</body>');
  });

  it('keeps stylesheets, font and image preloads, icons and inline styles', () => {
    const head =
      '<head><link rel="stylesheet" href="/_next/static/css/app.css" data-precedence="next"/>' +
      '<link rel="preload" href="/_next/static/media/font.woff2" as="font" type="font/woff2" crossorigin=""/>' +
      '<link rel="preload" as="image" href="/logo.svg"/><link rel="icon" href="/icon.svg"/>' +
      '<style nonce="n1">body{margin:0}</style></head>';
    const body =
      '<body><img src="/logo.svg" width="120" height="32" alt="Logo"><noscript>JS off</noscript></body>';
    expect(stripScripts(head + body)).toBe(head + body);
  });

  it('removes scripts inside a template and inside inline SVG', () => {
    const html =
      '<body><template id="t"><p>a</p><script>run()</script></template>' +
      '<svg viewBox="0 0 1 1"><script>run()</script><path d="M0 0"/></svg></body>';
    expect(stripScripts(html)).toBe(
      '<body><template id="t"><p>a</p></template><svg viewBox="0 0 1 1"><path d="M0 0"/></svg></body>',
    );
  });

  it('leaves text that only looks like a script tag (escaped text, attribute values, comments) alone', () => {
    const html =
      '<body><p title="<script>x</script>">&lt;script&gt;alert(1)&lt;/script&gt;</p>' +
      '<!-- <script src="/old.js"></script> --></body>';
    expect(stripScripts(html)).toBe(html);
  });

  it('returns a page without scripts unchanged', () => {
    const html = '<!DOCTYPE html><html><head><title>Live</title></head><body><h1>Live</h1></body></html>';
    expect(stripScripts(html)).toBe(html);
  });
});
