import type { HeaderItem, Settings } from '@sportsbook/contract';

/**
 * The operator's section switches (SPEC §3 Settings: `video_settings.enabled`, `isHorseRacingEnabled`,
 * `isLotteryEnabled`). A switched-off section has no links, no search results, no home blocks, and its pages
 * answer not-found.
 */
export interface SectionSwitches {
  video: boolean;
  horseRacing: boolean;
  lottery: boolean;
}

/** Every section on: while the settings are not known (and when they cannot be read) nothing is hidden. */
export const ALL_SECTIONS_ON: SectionSwitches = { video: true, horseRacing: true, lottery: true };

type SwitchSource = Pick<Settings, 'video_settings' | 'isHorseRacingEnabled' | 'isLotteryEnabled'>;

/** The switches a settings answer gives; all on while there is none. */
export function sectionSwitchesOf(settings: SwitchSource | undefined): SectionSwitches {
  if (!settings) return ALL_SECTIONS_ON;
  return {
    video: settings.video_settings.enabled,
    horseRacing: settings.isHorseRacingEnabled,
    lottery: settings.isLotteryEnabled,
  };
}

type SwitchedSection = 'horseRacing' | 'lottery';

/** The sport keys of the switchable sections and the paths their pages live under. */
const SECTIONS: Readonly<Record<SwitchedSection, { sportKey: string; paths: readonly string[] }>> = {
  horseRacing: { sportKey: 'horse-racing', paths: ['/racing', '/horse-racing'] },
  lottery: { sportKey: 'lotteries', paths: ['/lotteries'] },
};

const SWITCHED = Object.keys(SECTIONS) as SwitchedSection[];

/** Whether a sport's events are shown: false for horse racing and lotteries while their section is off. */
export function isSportSwitchedOn(sportKey: string, switches: SectionSwitches): boolean {
  return SWITCHED.every((section) => switches[section] || SECTIONS[section].sportKey !== sportKey);
}

function pathOf(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  return href.split(/[?#]/)[0]!;
}

/**
 * Whether an internal link leads somewhere shown: false for the pages of a switched-off section (`/racing`,
 * `/racing/…`, `/lotteries?…`); outside addresses are always shown. Paths are as configured, not localized.
 */
export function isHrefSwitchedOn(href: string, switches: SectionSwitches): boolean {
  const path = pathOf(href);
  if (path === null) return true;
  return SWITCHED.every(
    (section) =>
      switches[section] ||
      !SECTIONS[section].paths.some((root) => path === root || path.startsWith(`${root}/`)),
  );
}

/**
 * The header items without the links of switched-off sections: a menu item leading there goes, a submenu or a
 * platform switcher loses those entries (and a submenu left empty goes too).
 */
export function headerItemsSwitched(items: readonly HeaderItem[], switches: SectionSwitches): HeaderItem[] {
  return items.flatMap((item): HeaderItem[] => {
    if (item.type === 'menu_item' || item.type === 'button') {
      return isHrefSwitchedOn(item.href, switches) ? [item] : [];
    }
    if (item.type === 'submenu' || item.type === 'platform_switcher') {
      const entries = item.items.filter((entry) => isHrefSwitchedOn(entry.href, switches));
      if (item.type === 'submenu' && entries.length === 0) return [];
      return [{ ...item, items: entries }];
    }
    return [item];
  });
}
