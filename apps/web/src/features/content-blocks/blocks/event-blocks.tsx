'use client';

import type { ContentBlock } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { matchHref, useMatch, useMatchMarkets } from '@/features/events';
import { MarketGroups, Scoreboard } from '@/features/match';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { BlockSection } from './block-section';
import styles from './blocks.module.css';

/** One match's markets of a group (the main markets by default), with a link to the match. */
export function EventMarketsBlock({ block }: { block: Extract<ContentBlock, { type: 'event_markets' }> }) {
  const t = useTranslations('blocks');
  const match = useMatch(block.match_id);
  const markets = useMatchMarkets(block.match_id);
  if (match.isError || markets.isError) return null;
  if (!match.data || !markets.data)
    return (
      <div className={styles.cardSkeleton} role="status" aria-busy="true" aria-label={t('loadingEvent')} />
    );
  const name = `${match.data.competitors.home.name} – ${match.data.competitors.away.name}`;
  const group = markets.data.filter((market) =>
    market.market_groups.some((candidate) => candidate.groupKey === block.group_key),
  );
  return (
    <BlockSection id={block.id} title={name} more={{ href: matchHref(match.data), label: t('allMarkets') }}>
      <MarketGroups matchId={block.match_id} markets={group} />
    </BlockSection>
  );
}

/** One match's scoreboard: score, clock and periods, linked to the match. */
export function EventStatsBlock({ block }: { block: Extract<ContentBlock, { type: 'event_stats' }> }) {
  const t = useTranslations('blocks');
  const match = useMatch(block.match_id);
  if (match.isError) return null;
  if (!match.data)
    return (
      <div className={styles.cardSkeleton} role="status" aria-busy="true" aria-label={t('loadingEvent')} />
    );
  return (
    <div className={styles.stats}>
      <Scoreboard match={match.data} />
      <LocalizedLink href={matchHref(match.data)} className={styles.more}>
        {t('allMarkets')}
      </LocalizedLink>
    </div>
  );
}
