import type { Match } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { groupByLeague, outcomeColumnsOf } from './group-by-league';

function match(id: number, leagueId: number, outcomes = 3): Match {
  return {
    id,
    tournament: { id: leagueId, slug: `l${leagueId}`, name: `League ${leagueId}` },
    main_market: { outcomes: Array.from({ length: outcomes }) },
  } as unknown as Match; // only the fields grouping reads
}

describe('groupByLeague', () => {
  it('keeps leagues in the order of their first match and matches in list order', () => {
    const groups = groupByLeague([match(1, 10), match(2, 20), match(3, 10), match(4, 30), match(5, 20)]);
    expect(groups.map((group) => [group.league.id, group.matches.map((item) => item.id)])).toEqual([
      [10, [1, 3]],
      [20, [2, 5]],
      [30, [4]],
    ]);
  });
});

describe('outcomeColumnsOf', () => {
  it('takes the widest main market, and never fewer than two columns', () => {
    expect(outcomeColumnsOf([match(1, 1, 2), match(2, 1, 3)])).toBe(3);
    expect(outcomeColumnsOf([match(1, 1, 0)])).toBe(2);
  });
});
