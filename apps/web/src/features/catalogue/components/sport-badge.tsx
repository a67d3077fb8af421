import type { Sport } from '@sportsbook/contract';

/** Two-letter mark of a sport until the icon sprite arrives with the catalogue pages. */
export function sportMonogram(sport: Pick<Sport, 'name'>): string {
  const words = sport.name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : sport.name.slice(0, 2);
  return letters.toUpperCase();
}
