'use client';

import type { Market, Match } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Tabs } from '@/ui';
import { groupMarkets } from './group-markets';
import { MarketCard } from './market-card';
import styles from './market-groups.module.css';

/** An operator's own group key as a label until it has a translation: `correct_score` → `Correct score`. */
function humanize(key: string): string {
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every market of a match, one tab per market group ("all" first), each market with its lines. */
export function MarketGroups({
  matchId,
  markets,
  match,
}: {
  matchId: number;
  markets: readonly Market[];
  /** The match, so the odds can join the bet slip. */
  match?: Match;
}) {
  const t = useTranslations('match');
  const groups = useMemo(() => groupMarkets(markets), [markets]);
  const [selected, setSelected] = useState('all');
  const group = groups.find((candidate) => candidate.key === selected) ?? groups[0]!;
  if (markets.length === 0) return <p className={styles.empty}>{t('noMarkets')}</p>;
  return (
    <Tabs
      label={t('marketGroups')}
      tabs={groups.map((item) => ({
        key: item.key,
        label: (
          <>
            {t.has(`groups.${item.key}`) ? t(`groups.${item.key}`) : humanize(item.key)}
            <span className={styles.count}>{item.markets.length}</span>
          </>
        ),
      }))}
      selected={group.key}
      onSelect={setSelected}
    >
      <div className={styles.grid}>
        {group.markets.map((market) => (
          <MarketCard key={market.key} matchId={matchId} market={market} match={match} />
        ))}
      </div>
    </Tabs>
  );
}
