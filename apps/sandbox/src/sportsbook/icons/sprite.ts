import { createHash } from 'node:crypto';
import { interfaceIcons } from './interface-icons';
import { FALLBACK_SPORT_ICON, sportIcons } from './sport-icons';

/** The sprite and its entity tag, computed once per list of sport keys. */
export interface IconSprite {
  svg: string;
  etag: string;
}

// NOTE: on the group inside each symbol, not on the root: a `<use>` of an external sprite inherits from where it
// is used, never from the sprite's root element.
const strokeStyle =
  'fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"';

function symbol(id: string, body: string): string {
  return `<symbol id="${id}" viewBox="0 0 24 24"><g ${strokeStyle}>${body}</g></symbol>`;
}

/**
 * One SVG sprite (SPEC §7 `/fe-api/icons.svg`): a `<symbol id="icon-…">` per interface icon and a
 * `<symbol id="sport-…">` per sport key asked for (the catalogue's), each 24×24 and drawn in `currentColor`; a
 * sport without its own glyph gets a generic ball rather than a hole in the page.
 */
export function buildIconSprite(sportKeys: readonly string[]): IconSprite {
  const symbols = [
    ...Object.entries(interfaceIcons).map(([name, body]) => symbol(`icon-${name}`, body)),
    ...[...new Set(sportKeys)].map((key) => symbol(`sport-${key}`, sportIcons[key] ?? FALLBACK_SPORT_ICON)),
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
  return { svg, etag };
}
