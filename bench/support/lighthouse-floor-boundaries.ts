import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { attribute, elements, sourceRange } from './html-elements';
import type { HtmlElement, HtmlNode } from './html-elements';

type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** React's comment markers that open a Suspense boundary (done, pending, revealing, client-rendered) or activity. */
const opensBoundary = new Set(['$', '$?', '$~', '$!', '&']);
const closesBoundary = new Set(['/$', '/&']);
/** A completed boundary's reveal in React's streaming HTML: `$RC("B:0","S:0")`. */
const revealCall = /\$RC\("([^"]+)","([^"]+)"\)/g;

function commentData(node: HtmlNode | undefined): string | undefined {
  return node && node.nodeName === '#comment' && 'data' in node ? node.data : undefined;
}

function textOf(element: HtmlElement): string {
  return element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
}

/** The `<!--/$-->` that closes the boundary whose pending marker precedes `template`, skipping nested ones. */
function boundaryEnd(template: HtmlElement): HtmlNode | undefined {
  const siblings = (template.parentNode as ParentNode).childNodes;
  let depth = 0;
  for (const sibling of siblings.slice(siblings.indexOf(template) + 1)) {
    const data = commentData(sibling);
    if (data === undefined) continue;
    if (closesBoundary.has(data)) {
      if (depth === 0) return sibling;
      depth -= 1;
    } else if (opensBoundary.has(data)) depth += 1;
  }
  return undefined;
}

/** One reveal applied to the text: the boundary's fallback replaced by the segment, the hidden segment removed. */
function reveal(html: string, boundaryId: string, segmentId: string): string {
  const found = [...elements(parse(html, { sourceCodeLocationInfo: true }))];
  const segment = found.find((element) => attribute(element, 'id') === segmentId);
  if (!segment) return html;
  const segmentAt = sourceRange(segment);
  const inner = segment.sourceCodeLocation;
  const content =
    inner?.startTag && inner.endTag ? html.slice(inner.startTag.endOffset, inner.endTag.startOffset) : '';
  const template = found.find(
    (element) => element.tagName === 'template' && attribute(element, 'id') === boundaryId,
  );
  const siblings = template ? (template.parentNode as ParentNode).childNodes : [];
  const start = template ? siblings[siblings.indexOf(template) - 1] : undefined;
  const end = template ? boundaryEnd(template) : undefined;
  const edits: { from: number; to: number; text: string }[] = [
    { from: segmentAt.startOffset, to: segmentAt.endOffset, text: '' },
  ];
  // NOTE: as React does, a segment whose boundary is gone (or not pending) is dropped and nothing is revealed.
  if (start && end && commentData(start) === '$?') {
    edits.push({
      from: sourceRange(start).startOffset,
      to: sourceRange(end).endOffset,
      text: `<!--$-->${content}<!--/$-->`,
    });
  }
  edits.sort((a, b) => b.from - a.from);
  return edits.reduce((text, edit) => text.slice(0, edit.from) + edit.text + text.slice(edit.to), html);
}

/**
 * The page as it stands once React's streaming has put each completed Suspense boundary in place, done in the
 * text instead of by the inline `$RC` scripts that do it in the browser: the server sends a boundary's content
 * later in the same document, hidden (`<div hidden id="S:0">`), and a script moves it over the fallback
 * (`<!--$?--><template id="B:0"></template>…<!--/$-->`). A page without scripts would otherwise show only the
 * fallbacks, which is not the page the server answered. Reveals are applied in the order the document calls them.
 */
export function revealStreamedBoundaries(html: string): string {
  const calls = [...elements(parse(html))]
    .filter((element) => element.tagName === 'script')
    .flatMap((script) =>
      [...textOf(script).matchAll(revealCall)].map((call) => [call[1]!, call[2]!] as const),
    );
  return calls.reduce((text, [boundaryId, segmentId]) => reveal(text, boundaryId, segmentId), html);
}
