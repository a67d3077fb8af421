import type { SportsbookCatalogue } from '../catalogue/sportsbook-catalogue';

/** Providers per sport type (`regular`, `cyber`), each listed once, in the sports' order. */
export function sportTypeProviders(catalogue: SportsbookCatalogue): Record<string, string[]> {
  const byType: Record<string, string[]> = {};
  for (const sport of catalogue.sports()) {
    const providers = (byType[sport.type] ??= []);
    if (!providers.includes(sport.provider)) providers.push(sport.provider);
  }
  return byType;
}
