import type { Sport } from '@sportsbook/contract';

/** Two-letter mark of a sport, shown in place of its icon when the sprite has no glyph for it. */
export function sportMonogram(sport: Pick<Sport, 'name'>): string {
  const words = sport.name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : sport.name.slice(0, 2);
  return letters.toUpperCase();
}
