import { ContentBlock } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { firstScreenBlocks } from './prefetch-blocks';

const block = (raw: Record<string, unknown>) => ContentBlock.parse(raw);
const banner = block({ type: 'banner', id: 'welcome', title: 'Welcome', href: '/live' });
const top = block({ type: 'top_events', id: 'top', limit: 8 });
const live = block({ type: 'live_events', id: 'live', sport_key: null, limit: 10 });
const leagues = block({ type: 'top_leagues', id: 'leagues', limit: 8 });
const outrights = block({ type: 'outrights', id: 'outrights', sport_key: null, limit: 6 });
const mine = block({ type: 'favorites', id: 'mine', audience: 'LOGGED_IN', limit: 5 });
const idsOf = (blocks: ContentBlock[]) => blocks.map((shown) => shown.id);

describe('the blocks whose data the server embeds in the home page', () => {
  it('stops at the first list of matches: what follows it is below the first screen', () => {
    expect(idsOf(firstScreenBlocks([banner, top, live, leagues, outrights]))).toEqual(['welcome', 'top']);
  });

  it('keeps the data blocks placed before the first list of matches', () => {
    expect(idsOf(firstScreenBlocks([leagues, outrights, live, top]))).toEqual([
      'leagues',
      'outrights',
      'live',
    ]);
  });

  it('keeps every block when none lists matches', () => {
    expect(idsOf(firstScreenBlocks([banner, leagues, outrights]))).toEqual([
      'welcome',
      'leagues',
      'outrights',
    ]);
  });

  it("leaves out signed-in players' blocks, which a visitor's page does not show", () => {
    expect(idsOf(firstScreenBlocks([mine, banner, top]))).toEqual(['welcome', 'top']);
  });
});
