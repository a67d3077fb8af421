// Site-configured content blocks (SPEC §2.7): the registry of renderers, the page of blocks and its server
// prefetch, and the match-list and outright queries the blocks use.
export { blockMatchQuery, getBlockMatchesQueryOptions, useBlockMatches } from './api/block-matches';
export type { BlockMatchQuery, MatchListBlock } from './api/block-matches';
export { prefetchContentBlocks } from './api/prefetch-blocks';
export { sanitizeContentBlocks } from './sanitize-blocks';
export { sanitizeHtml } from './blocks/sanitize-html';
export type { SanitizedBlocks } from './sanitize-blocks';
export { ProxiedImage } from '@/ui/proxied-image';
export { ContentBlocks } from './content-blocks';
export { blockRenderers, rendererOf } from './registry';
export type { BlockOf, BlockRenderer } from './registry';
