import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupMarkets } from './group-markets';
import { MarketGroups } from './market-groups';
import { line, renderInEnglish } from './test-helpers';

const goals = { market_groups: [{ groupKey: 'goals' }] };
const markets = [
  line(
    18,
    'Total goals',
    'total=2.5',
    [
      ['Over 2.5', 1.9],
      ['Under 2.5', 1.9],
    ],
    goals,
  ),
  line(1, '1X2', '', [
    ['Home', 2.5],
    ['Draw', 3.2],
    ['Away', 2.9],
  ]),
  line(
    18,
    'Total goals',
    'total=0.5',
    [
      ['Over 0.5', 1.1],
      ['Under 0.5', 6],
    ],
    goals,
  ),
  line(41, 'Correct score', '', [['1:0', 7]], { market_groups: [{ groupKey: 'correct_score' }] }),
];

describe('groupMarkets', () => {
  it('puts "all" first, then the known groups in their order and an operator group after them', () => {
    expect(groupMarkets(markets).map((group) => group.key)).toEqual([
      'all',
      'main',
      'goals',
      'correct_score',
    ]);
  });

  it('gathers the lines of one market, lowest line first', () => {
    const totals = groupMarkets(markets)[0]!.markets.find((market) => market.name === 'Total goals')!;
    expect(totals.lines.map((market) => market.specifier)).toEqual(['total=0.5', 'total=2.5']);
  });
});

describe('MarketGroups', () => {
  it('renders a tab per group and the markets of the chosen one, each line a row of outcomes', () => {
    renderInEnglish(<MarketGroups matchId={7} markets={markets} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All3',
      'Main1',
      'Goals1',
      'Correct score1',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: /Goals/ }));
    const card = screen.getByRole('region', { name: 'Total goals' });
    const rows = within(card).getAllByTestId('market-line');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('Over 0.5'), expect.stringContaining('Under 0.5')]);
    expect(screen.queryByRole('region', { name: '1X2' })).toBeNull();
  });

  it('marks a suspended market and locks its outcomes', () => {
    const suspended = [
      line(
        1,
        '1X2',
        '',
        [
          ['Home', 2.5],
          ['Away', 2.9],
        ],
        { status: -1 },
      ),
    ];
    renderInEnglish(<MarketGroups matchId={7} markets={suspended} />);
    const card = screen.getByRole('region', { name: '1X2' });
    expect(within(card).getByText('Suspended')).toBeTruthy();
    for (const button of within(card).getAllByRole('button'))
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the match has no open markets', () => {
    renderInEnglish(<MarketGroups matchId={7} markets={[]} />);
    expect(screen.getByText('No markets are open for this match right now.')).toBeTruthy();
  });

  it("titles each market with an h2, the level right under the match page's h1", () => {
    renderInEnglish(<MarketGroups matchId={7} markets={markets} />);
    expect(screen.getByRole('heading', { name: /Correct score/ }).tagName).toBe('H2');
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });
});
