import type { ContentBlock } from '@sportsbook/contract';
import { sanitizeHtml } from './blocks/sanitize-html';

declare const sanitized: unique symbol;

/** Content blocks whose text blocks' HTML passed `sanitizeHtml`: the only blocks a page draws. */
export type SanitizedBlocks = readonly ContentBlock[] & { readonly [sanitized]: true };

/**
 * The blocks of a page with every text block's HTML sanitized, on the server, before they reach the client
 * components that render the HTML as it is; the sanitizer's library never ships to the browser.
 */
export function sanitizeContentBlocks(blocks: readonly ContentBlock[]): SanitizedBlocks {
  const safe = blocks.map((block) =>
    block.type === 'text' ? { ...block, html: sanitizeHtml(block.html) } : block,
  );
  // NOTE: the brand exists only in types; this is the one place that may give it.
  return safe as readonly ContentBlock[] as SanitizedBlocks;
}
