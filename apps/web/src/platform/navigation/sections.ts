/** Sports whose events are not matches have their own sections (SPEC §2.1 /racing and /lotteries). */
const SPORT_SECTION_PATHS: Readonly<Record<string, string>> = {
  'horse-racing': '/racing',
  lotteries: '/lotteries',
};

/** Where a sport's page is: its own section for racing and lotteries, `/{key}` for every other sport. */
export function sportPath(sportKey: string): string {
  return SPORT_SECTION_PATHS[sportKey] ?? `/${sportKey}`;
}
