/** Tags an operator's text block may use; anything else is dropped and its text kept. */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'span',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'hr',
]);
/** Tags dropped with everything inside them: script, styles and embedded documents never pass. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'title',
]);
const VOID_TAGS = new Set(['br', 'hr']);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

function escapeText(text: string): string {
  // NOTE: entities the author wrote (`&amp;`, `&nbsp;`, `&#8212;`) stay; a bare `&` becomes `&amp;`.
  return text
    .replace(/&(?!(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[0-9a-f]{1,6});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function decodeBasicEntities(value: string): string {
  return value
    .replace(/&#(\d+);?/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);?/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&colon;/gi, ':')
    .replace(/&amp;/gi, '&');
}

function hrefOf(attributes: string): string | null {
  const match = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  if (!match) return null;
  const raw = decodeBasicEntities(match[1] ?? match[2] ?? match[3] ?? '');
  // NOTE: browsers ignore control characters and spaces inside a scheme (`java\tscript:`), so they go first.
  const compact = [...raw].filter((char) => char.charCodeAt(0) > 0x20).join('');
  return SAFE_HREF.test(compact) ? compact : null;
}

function openTag(name: string, attributes: string): string {
  if (name !== 'a') return `<${name}>`;
  const href = hrefOf(attributes);
  if (!href) return '<a>';
  const external = /^https?:/i.test(href);
  return `<a href="${escapeAttribute(href)}"${external ? ' rel="noopener noreferrer nofollow" target="_blank"' : ''}>`;
}

/**
 * The HTML of a text block (SPEC §2.7) made safe to render: an allow-list of formatting tags, no attributes but
 * a link's `href` (http, https, mailto, tel, site paths), scripts, styles and frames removed with their content,
 * comments dropped, stray `<` escaped. Pure, so the server and the browser render the same markup.
 */
export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let droppingUntil: string | null = null;
  const tokens = html.replace(/<!--[\s\S]*?(-->|$)/g, '').split(/(<\/?[a-zA-Z][^<>]*>)/);
  for (const token of tokens) {
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^<>]*)>$/.exec(token);
    if (!tag) {
      if (droppingUntil === null) out.push(escapeText(token));
      continue;
    }
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    if (droppingUntil !== null) {
      if (closing && name === droppingUntil) droppingUntil = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !tag[3]!.trim().endsWith('/')) droppingUntil = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (VOID_TAGS.has(name)) {
      if (!closing) out.push(`<${name}>`);
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()!}>`);
      continue;
    }
    open.push(name);
    out.push(openTag(name, tag[3]!));
  }
  while (open.length > 0) out.push(`</${open.pop()!}>`);
  return out.join('');
}
