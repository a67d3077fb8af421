'use client';

import { SportIcon } from '@/features/catalogue';
import { Icon, useIconSpriteUrl } from '@/platform/icons/icon';
import { useSpriteSymbols } from '@/platform/icons/icon-sprite';

/** What the icon of a speed-dial tile is drawn from. */
export interface SpeedDialIconItem {
  label: string;
  href: string;
  /** The operator's sprite symbol (`icon-live`), or null to use the sport the tile links to. */
  icon: string | null;
}

/** The first segment of an internal path (`/football/premier-league` → `football`), null for outside links. */
export function firstSegment(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const segment = href.split(/[/?#]/)[1];
  return segment ? segment : null;
}

/**
 * The icon of a speed-dial tile: the operator's symbol when the sprite has it, else the glyph of the sport the
 * tile links to (`/football` → `sport-football`), else the letters of its label. Decorative: the label is
 * written beside it.
 */
export function SpeedDialIcon({ item, size = 20 }: { item: SpeedDialIconItem; size?: number }) {
  const symbols = useSpriteSymbols(useIconSpriteUrl());
  // NOTE: until the sprite's symbols are known the symbol is drawn as asked, as SportIcon does, so the tile does
  // not swap a letter for a glyph on every page load.
  if (item.icon && (!symbols || symbols.has(item.icon))) return <Icon symbol={item.icon} size={size} />;
  return <SportIcon sport={{ key: firstSegment(item.href) ?? '', name: item.label }} size={size} />;
}
