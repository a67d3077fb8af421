import { parse } from 'parse5';
import { attribute, elements, sourceRange } from './html-elements';
import type { HtmlElement } from './html-elements';
import { revealStreamedBoundaries } from './lighthouse-floor-boundaries';

function lowered(element: HtmlElement, name: string): string {
  return (attribute(element, name) ?? '').trim().toLowerCase();
}

/** A script element, or a link that fetches a script ahead of time (modulepreload, preload as=script). */
function loadsScript(element: HtmlElement): boolean {
  if (element.tagName === 'script') return true;
  if (element.tagName !== 'link') return false;
  const rel = lowered(element, 'rel').split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && lowered(element, 'as') === 'script');
}

/**
 * The page's HTML without anything that runs or fetches a script: every `<script>` element (external, inline,
 * Next.js's flight data, JSON and module scripts alike) and every `<link rel=modulepreload>` or `<link
 * rel=preload as=script>`. Everything else (stylesheets, fonts, images, inline styles, the markup) is kept byte
 * for byte: the elements are cut out of the original text at the offsets an HTML5 parser found them, so the
 * floor page is the server's answer minus its scripts, not a re-serialization of it.
 */
export function stripScripts(html: string): string {
  const ranges = [...elements(parse(html, { sourceCodeLocationInfo: true }))]
    .filter(loadsScript)
    .map(sourceRange)
    .sort((a, b) => a.startOffset - b.startOffset);
  let kept = '';
  let from = 0;
  for (const { startOffset, endOffset } of ranges) {
    // NOTE: the parser can give an element that it closed implicitly an end inside a later one; never go back.
    if (startOffset < from) continue;
    kept += html.slice(from, startOffset);
    from = endOffset;
  }
  return kept + html.slice(from);
}

/**
 * The Lighthouse floor of a page: its HTML as the browser shows it once React's streamed boundaries are in place,
 * with no script left (`revealStreamedBoundaries`, then `stripScripts`).
 */
export function floorHtml(html: string): string {
  return stripScripts(revealStreamedBoundaries(html));
}
