'use client';

import type { League, Match } from '@sportsbook/contract';
import dynamic from 'next/dynamic';
import { useMemo } from 'react';
import { groupByLeague, outcomeColumnsOf } from './group-by-league';
import { LeagueHeader } from './league-header';
import { MatchRow } from './match-row';
import type { VirtualRows as VirtualRowsOf } from './virtual-rows';
import styles from './match-list.module.css';

// NOTE: only lists longer than VIRTUALIZE_FROM rows need the virtualizer, so its library loads with the first
// such list rather than with every page; the server still renders the list's first screen.
const VirtualRows = dynamic(() =>
  import('./virtual-rows').then((module) => module.VirtualRows),
) as typeof VirtualRowsOf;

/** Lists longer than this many rows (about three screens) are virtualized. */
export const VIRTUALIZE_FROM = 60;

type ListItem =
  | { kind: 'league'; key: string; league: Match['tournament']; columns: number }
  | { kind: 'match'; key: string; match: Match; columns: number };

/**
 * Matches grouped by league, each league under its header with the odds column labels. Long lists render only
 * the rows near the viewport (see `VirtualRows`).
 */
export function MatchList({
  matches,
  leagues = [],
  headingLevel = 3,
}: {
  matches: readonly Match[];
  leagues?: readonly League[];
  /** The level of the league headings: 2 right under the page's h1, 3 (default) under a section's h2. */
  headingLevel?: 2 | 3;
}) {
  const leagueById = useMemo(() => new Map(leagues.map((league) => [league.id, league])), [leagues]);
  const items = useMemo(() => {
    const flat: ListItem[] = [];
    for (const group of groupByLeague(matches)) {
      const columns = outcomeColumnsOf(group.matches);
      flat.push({ kind: 'league', key: `l${group.league.id}`, league: group.league, columns });
      for (const match of group.matches) flat.push({ kind: 'match', key: `m${match.id}`, match, columns });
    }
    return flat;
  }, [matches]);

  function render(item: ListItem) {
    return item.kind === 'league' ? (
      <LeagueHeader
        league={item.league}
        details={leagueById.get(item.league.id)}
        outcomeColumns={item.columns}
        headingLevel={headingLevel}
      />
    ) : (
      <MatchRow match={item.match} outcomeColumns={item.columns} />
    );
  }

  if (items.length < VIRTUALIZE_FROM) {
    return (
      <div className={styles.list}>
        {items.map((item) => (
          <div key={item.key}>{render(item)}</div>
        ))}
      </div>
    );
  }
  return (
    <div className={styles.list}>
      <VirtualRows
        items={items}
        estimateSize={(item) => (item.kind === 'league' ? 36 : 57)}
        render={render}
      />
    </div>
  );
}
