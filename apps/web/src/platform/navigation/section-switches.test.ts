import type { HeaderItem } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import {
  ALL_SECTIONS_ON,
  headerItemsSwitched,
  isHrefSwitchedOn,
  isSportSwitchedOn,
  sectionSwitchesOf,
} from './section-switches';

const racingOff = { ...ALL_SECTIONS_ON, horseRacing: false };
const lotteryOff = { ...ALL_SECTIONS_ON, lottery: false };

describe('section switches (SPEC §3 Settings)', () => {
  it('reads the three switches from a settings answer, and keeps every section on while there is none', () => {
    expect(
      sectionSwitchesOf({
        video_settings: { enabled: false },
        isHorseRacingEnabled: true,
        isLotteryEnabled: false,
      }),
    ).toEqual({ video: false, horseRacing: true, lottery: false });
    expect(sectionSwitchesOf(undefined)).toEqual({ video: true, horseRacing: true, lottery: true });
  });

  it('hides the horse racing sport only while horse racing is off, and lotteries only while lotteries are', () => {
    expect(isSportSwitchedOn('horse-racing', racingOff)).toBe(false);
    expect(isSportSwitchedOn('lotteries', racingOff)).toBe(true);
    expect(isSportSwitchedOn('lotteries', lotteryOff)).toBe(false);
    expect(isSportSwitchedOn('horse-racing', lotteryOff)).toBe(true);
    expect(isSportSwitchedOn('football', { video: false, horseRacing: false, lottery: false })).toBe(true);
  });

  it("hides the links into a switched-off section's pages, with a query or below them, and nothing else", () => {
    for (const href of ['/racing', '/racing/', '/racing?day=1', '/racing#next', '/horse-racing/ascot-1']) {
      expect(isHrefSwitchedOn(href, racingOff), href).toBe(false);
      expect(isHrefSwitchedOn(href, lotteryOff), href).toBe(true);
    }
    expect(isHrefSwitchedOn('/lotteries', lotteryOff)).toBe(false);
    expect(isHrefSwitchedOn('/racingpost', racingOff)).toBe(true);
    expect(isHrefSwitchedOn('/live', racingOff)).toBe(true);
    expect(isHrefSwitchedOn('https://example.com/racing', racingOff)).toBe(true);
    expect(isHrefSwitchedOn('//example.com/racing', racingOff)).toBe(true);
  });

  it('drops header links into a switched-off section, empties submenus of them and drops a submenu left empty', () => {
    const items: HeaderItem[] = [
      { type: 'brand_logo', audience: 'ALL' },
      { type: 'menu_item', audience: 'ALL', label: 'horse_racing', href: '/racing', icon: null },
      { type: 'menu_item', audience: 'ALL', label: 'lotteries', href: '/lotteries', icon: null },
      {
        type: 'submenu',
        audience: 'ALL',
        label: 'more',
        items: [
          { label: 'Racing', href: '/racing', icon: null },
          { label: 'Results', href: '/results', icon: null },
        ],
      },
      {
        type: 'submenu',
        audience: 'ALL',
        label: 'horses',
        items: [{ label: 'Racing', href: '/racing', icon: null }],
      },
    ];
    const shown = headerItemsSwitched(items, racingOff);
    expect(shown.map((item) => ('label' in item ? item.label : item.type))).toEqual([
      'brand_logo',
      'lotteries',
      'more',
    ]);
    expect(shown[2]).toMatchObject({ items: [{ href: '/results' }] });
    expect(headerItemsSwitched(items, ALL_SECTIONS_ON)).toEqual(items);
  });
});
