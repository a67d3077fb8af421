import { ContentBlock } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { ALL_SECTIONS_ON } from '@/platform/navigation/section-switches';
import { blocksSwitched } from './section-gating';

const blocks = [
  { type: 'prematch_events', id: 'races', sport_key: 'horse-racing' },
  { type: 'prematch_events', id: 'draws', sport_key: 'lotteries' },
  { type: 'live_events', id: 'all-live', sport_key: null },
  { type: 'banner', id: 'to-races', title: 'Races today', href: '/racing' },
  { type: 'image', id: 'to-live', src: '/live.png', alt: 'Live', href: '/live' },
  {
    type: 'speed_dial',
    id: 'dial',
    items: [
      { label: 'Horse racing', href: '/racing' },
      { label: 'Lotteries', href: '/lotteries' },
      { label: 'Live', href: '/live' },
    ],
  },
].map((block) => ContentBlock.parse(block));

const idsOf = (shown: ContentBlock[]) => shown.map((block) => block.id);
const dialOf = (shown: ContentBlock[]) =>
  shown.flatMap((block) => (block.type === 'speed_dial' ? block.items.map((item) => item.href) : []));

describe('home blocks follow the section switches (SPEC §3 Settings)', () => {
  it("drops horse racing's match lists, banners and speed-dial tiles while racing is off, and nothing else", () => {
    const shown = blocksSwitched(blocks, { ...ALL_SECTIONS_ON, horseRacing: false });
    expect(idsOf(shown)).toEqual(['draws', 'all-live', 'to-live', 'dial']);
    expect(dialOf(shown)).toEqual(['/lotteries', '/live']);
  });

  it("drops the lotteries' blocks and tiles while lotteries are off", () => {
    const shown = blocksSwitched(blocks, { ...ALL_SECTIONS_ON, lottery: false });
    expect(idsOf(shown)).toEqual(['races', 'all-live', 'to-races', 'to-live', 'dial']);
    expect(dialOf(shown)).toEqual(['/racing', '/live']);
  });

  it('keeps every block as configured while every section is on', () => {
    expect(blocksSwitched(blocks, ALL_SECTIONS_ON)).toEqual(blocks);
  });
});
