'use client';

import type { Sport } from '@sportsbook/contract';
import { Icon, useIconSpriteUrl } from '@/platform/icons/icon';
import { useSpriteSymbols } from '@/platform/icons/icon-sprite';
import { sportMonogram } from './sport-badge';

/** The sprite symbol of a sport's glyph (`sport-football`). */
export function sportSymbol(sportKey: string): string {
  return `sport-${sportKey}`;
}

/**
 * A sport's glyph from the icon sprite (SPEC §7 `/fe-api/icons.svg`), or its two-letter mark once the sprite is
 * known to have no glyph for it. Decorative: the sport's name is always written beside it.
 */
export function SportIcon({ sport, size = 18 }: { sport: Pick<Sport, 'key' | 'name'>; size?: number }) {
  const symbols = useSpriteSymbols(useIconSpriteUrl());
  const symbol = sportSymbol(sport.key);
  if (symbols && !symbols.has(symbol)) return <>{sportMonogram(sport)}</>;
  return <Icon symbol={symbol} size={size} />;
}
