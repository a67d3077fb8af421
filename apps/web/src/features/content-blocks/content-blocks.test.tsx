import { ContentBlock } from '@sportsbook/contract';
import type { ContentBlockType } from '@sportsbook/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pageOf, renderInApp, testMarket, testMatch } from '@/testing/render-in-app';
import { ContentBlocks } from './content-blocks';
import { blockRenderers } from './registry';
import { sanitizeContentBlocks } from './sanitize-blocks';

afterEach(() => {
  vi.unstubAllGlobals();
});

const league = {
  id: 100,
  urn_id: 'sr:tournament:100',
  slug: 'premier-league',
  name: 'Premier League',
  priority: 90,
  priority_overrides: {},
  category: { id: 10, slug: 'england', name: 'England', country_code: 'GB' },
  sport: { id: 1, key: 'football', name: 'Football', type: 'regular' },
  main_market_outcomes_count: 3,
  secondary_market_outcomes_count: 2,
};

const outright = {
  id: 900,
  name: 'Premier League winner',
  parent: { id: 100, name: 'Premier League' },
  competitors: [],
  start_time: '2026-11-21T00:00:00.000Z',
  end_date: '2027-05-20T00:00:00.000Z',
  status: 0,
  markets: [{ ...testMarket(900), name: 'Winner' }],
};

/** One match per list, named for the status it was asked with, so each block shows its own. */
function answerMatches(url: URL) {
  const status = url.searchParams.get('match_status');
  const names: Record<string, [string, string]> = {
    '1': ['Live United', 'Live City'],
    '0': ['Prematch Rovers', 'Prematch Town'],
    '4': ['Finished Athletic', 'Finished Albion'],
    '1,0': ['Top Wanderers', 'Top Harriers'],
  };
  const [home, away] = names[status ?? ''] ?? ['Other', 'Other'];
  return { body: pageOf([testMatch(Number(status?.length ?? 0) + 10, home, away)]) };
}

function mockCatalogue() {
  return mockApi([
    [/^\/api\/v2\/matches\/7\/markets/, () => ({ body: pageOf([testMarket(7)]) })],
    [/^\/api\/v2\/matches\/7(\?|$)/, () => ({ body: testMatch(7, 'Featured FC', 'Spotlight SC') })],
    [/^\/api\/v2\/matches\?/, answerMatches],
    [/^\/api\/v2\/tournaments/, () => ({ body: pageOf([league]) })],
    [/^\/api\/v2\/outrights/, () => ({ body: pageOf([outright]) })],
  ]);
}

const blocks = [
  { type: 'label', id: 'l', text: 'Tonight' },
  { type: 'text', id: 't', html: '<p>Play <strong>safe</strong><script>window.hacked = 1</script></p>' },
  { type: 'image', id: 'i', src: '/promo.png', alt: 'Weekend promo' },
  { type: 'banner', id: 'b', title: 'Big match night', subtitle: 'Odds boosted', href: '/live' },
  { type: 'iframe', id: 'f', src: 'https://widgets.example.org/table', title: 'League table' },
  { type: 'speed_dial', id: 's', items: [{ label: 'Tennis', href: '/tennis' }] },
  { type: 'live_events', id: 'live' },
  { type: 'prematch_events', id: 'pre' },
  { type: 'results', id: 'res' },
  { type: 'schedule', id: 'sch' },
  { type: 'top_events', id: 'top' },
  { type: 'top_leagues', id: 'tl' },
  { type: 'tournaments', id: 'tn', tournament_ids: [100] },
  { type: 'outrights', id: 'out' },
  { type: 'event_markets', id: 'em', match_id: 7 },
  { type: 'event_stats', id: 'es', match_id: 7 },
  { type: 'favorites', id: 'fav' },
].map((block) => ContentBlock.parse(block));

describe('ContentBlocks', () => {
  it('draws every implemented block type with its content', { timeout: 30_000 }, async () => {
    mockCatalogue();
    const { container } = renderInApp(
      <ContentBlocks blocks={sanitizeContentBlocks(blocks)} loggedIn={false} />,
    );

    expect(screen.getByRole('heading', { name: 'Tonight' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('safe');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Weekend promo' })).toBeTruthy();
    expect(screen.getByText('Big match night')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bet now' }).getAttribute('href')).toBe('/live');
    const frame = screen.getByTitle('League table');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-popups');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(
      within(screen.getByRole('navigation', { name: 'Shortcuts' })).getByRole('link').textContent,
    ).toContain('Tennis');

    const section = (title: string) => screen.getByRole('region', { name: title });
    expect(await within(section('Live now')).findByText('Live United')).toBeTruthy();
    expect(await within(section('Upcoming')).findByText('Prematch Rovers')).toBeTruthy();
    expect(await within(section('Latest results')).findByText('Finished Athletic')).toBeTruthy();
    expect(await within(section('Starting soon')).findByText('Prematch Rovers')).toBeTruthy();
    expect(await within(section('Top events')).findByText('Top Wanderers')).toBeTruthy();
    expect(await within(section('Top leagues')).findByRole('link', { name: /Premier League/ })).toBeTruthy();
    expect(await within(section('Leagues')).findByRole('link', { name: /Premier League/ })).toBeTruthy();
    expect(await within(section('Outrights')).findByText('Premier League winner')).toBeTruthy();
    // The event blocks load in their own chunk, which the test runner transforms on first use.
    const lazyChunk = { timeout: 15_000 };
    expect(await screen.findByRole('region', { name: 'Featured FC – Spotlight SC' }, lazyChunk)).toBeTruthy();
    expect(await screen.findByText('Spotlight SC')).toBeTruthy();
    expect(within(section('My favourites')).getByText('Sign in to use favourites')).toBeTruthy();
  });

  it('draws every block type, and nothing of a jackpot banner while the jackpots flag is off', () => {
    const waiting = Object.entries(blockRenderers)
      .filter(([, renderer]) => renderer === null)
      .map(([type]) => type as ContentBlockType)
      .sort();
    expect(waiting).toEqual([]);
    const parsed = [{ type: 'jackpot_banner', id: 'jb' }].map((block) => ContentBlock.parse(block));
    const { container } = renderInApp(<ContentBlocks blocks={sanitizeContentBlocks(parsed)} loggedIn />);
    expect(container.firstElementChild?.childElementCount).toBe(0);
  });

  it('shows each block only to its audience', () => {
    const audienceBlocks = [
      { type: 'label', id: 'a', text: 'For everyone', audience: 'ALL' },
      { type: 'label', id: 'b', text: 'Welcome back', audience: 'LOGGED_IN' },
      { type: 'label', id: 'c', text: 'Join today', audience: 'NOT_LOGGED_IN' },
    ].map((block) => ContentBlock.parse(block));
    const sanitized = sanitizeContentBlocks(audienceBlocks);
    const visitor = renderInApp(<ContentBlocks blocks={sanitized} loggedIn={false} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'For everyone',
      'Join today',
    ]);
    visitor.unmount();
    renderInApp(<ContentBlocks blocks={sanitized} loggedIn />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'For everyone',
      'Welcome back',
    ]);
  });
});
