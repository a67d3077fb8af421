'use client';

import type { Market, Match } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Tabs } from '@/ui';
import { BetBuilder } from './bet-builder';
import { groupMarkets } from './group-markets';
import { MarketCard } from './market-card';
import styles from './market-groups.module.css';

/** The key of the bet builder's tab; market group keys are snake_case, so it never names a group. */
export const BET_BUILDER_TAB = 'bet-builder';

/** An operator's own group key as a label until it has a translation: `correct_score` → `Correct score`. */
function humanize(key: string): string {
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Every market of a match, one tab per market group ("all" first), each market with its lines; and, when
 * `betBuilder` is on, a last "Bet builder" tab whose custom markets load only when it is opened. It comes last
 * so that the tab appearing once the settings are known moves none of the others (no layout shift).
 */
export function MarketGroups({
  matchId,
  markets,
  match,
  betBuilder = false,
}: {
  matchId: number;
  markets: readonly Market[];
  /** The match, so the odds can join the bet slip. */
  match?: Match;
  /** Offer the bet builder tab (custom bets allowed and the match still takes bets); needs `match`. */
  betBuilder?: boolean;
}) {
  const t = useTranslations('match');
  const tBuilder = useTranslations('betBuilder');
  const groups = useMemo(() => groupMarkets(markets), [markets]);
  const [selected, setSelected] = useState('all');
  const builderShown = betBuilder && match !== undefined;
  if (markets.length === 0) return <p className={styles.empty}>{t('noMarkets')}</p>;
  const builderOpen = builderShown && selected === BET_BUILDER_TAB;
  const group = groups.find((candidate) => candidate.key === selected) ?? groups[0]!;
  const tabs = groups.map((item) => ({
    key: item.key,
    label: (
      <>
        {t.has(`groups.${item.key}`) ? t(`groups.${item.key}`) : humanize(item.key)}
        <span className={styles.count}>{item.markets.length}</span>
      </>
    ),
  }));
  if (builderShown) tabs.push({ key: BET_BUILDER_TAB, label: <>{tBuilder('title')}</> });
  return (
    <Tabs
      label={t('marketGroups')}
      tabs={tabs}
      selected={builderOpen ? BET_BUILDER_TAB : group.key}
      onSelect={setSelected}
    >
      {builderOpen ? (
        <BetBuilder match={match} />
      ) : (
        <div className={styles.grid}>
          {group.markets.map((market) => (
            <MarketCard key={market.key} matchId={matchId} market={market} match={match} />
          ))}
        </div>
      )}
    </Tabs>
  );
}
