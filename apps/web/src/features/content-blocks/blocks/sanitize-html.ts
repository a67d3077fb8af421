import sanitize from 'sanitize-html';
import type { Attributes, IOptions } from 'sanitize-html';

/** Where a link may lead: the web, mail, a phone number, a path of this site, a place on the page. */
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?![/\\])|#)/i;

/** A link's `href` when it is on the allow-list, without the blanks and controls a browser would skip. */
function safeHref(href: string | undefined): string | null {
  if (href === undefined) return null;
  // NOTE: browsers ignore tabs and line breaks anywhere in an address and blanks around it (`java\tscript:`).
  const compact = [...href].filter((char) => char.charCodeAt(0) > 0x20).join('');
  return SAFE_HREF.test(compact) ? compact : null;
}

/** Another site's page opens apart, without a handle on this window, and earns no ranking from the link. */
const EXTERNAL_LINK = { rel: 'noopener noreferrer nofollow', target: '_blank' };

const options: IOptions = {
  allowedTags: [
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
  ],
  // NOTE: `rel` and `target` are never the author's: `transformTags` rebuilds every link's attributes.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped with everything inside them: scripts, styles and embedded documents never pass, not even as text.
  nonTextTags: [
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
    'option',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const href = safeHref(attribs.href);
      const kept: Attributes = {};
      if (href !== null) kept.href = href;
      if (href !== null && /^https?:/i.test(href)) Object.assign(kept, EXTERNAL_LINK);
      return { tagName, attribs: kept };
    },
  },
};

/**
 * The HTML of a text block (SPEC §2.7) made safe to render, by the `sanitize-html` library (a real HTML parser):
 * an allow-list of formatting tags, no attributes but a link's `href` (http, https, mailto, tel, paths of this
 * site, fragments), external links opened apart, scripts, styles and frames removed with their content, comments
 * dropped, stray `<` escaped. Runs on the server only (`sanitizeContentBlocks`): the library stays out of the
 * pages' JavaScript.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}
