/** Section keys used for navigation (SPEC §2.1). */
export const SECTION_KEYS = [
  'sports',
  'in_play',
  'e_sports',
  'favorites',
  'sport',
  'match',
  'league',
  'schedule',
  'results',
  'promotions',
  'bets_history',
  'horse_racing',
  'lotteries',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/** The top-level sections of the header navigation, with their paths (SPEC §2.1 pages). */
export const HEADER_SECTIONS = [
  { key: 'sports', path: '/' },
  { key: 'in_play', path: '/live' },
  { key: 'e_sports', path: '/cybersport' },
  { key: 'horse_racing', path: '/racing' },
  { key: 'lotteries', path: '/lotteries' },
  { key: 'promotions', path: '/promotions' },
  { key: 'results', path: '/results' },
] as const satisfies readonly { key: SectionKey; path: string }[];

/** Sports whose events are not matches have their own sections (SPEC §2.1 /racing and /lotteries). */
const SPORT_SECTION_PATHS: Readonly<Record<string, string>> = {
  'horse-racing': '/racing',
  lotteries: '/lotteries',
};

/** Where a sport's page is: its own section for racing and lotteries, `/{key}` for every other sport. */
export function sportPath(sportKey: string): string {
  return SPORT_SECTION_PATHS[sportKey] ?? `/${sportKey}`;
}
