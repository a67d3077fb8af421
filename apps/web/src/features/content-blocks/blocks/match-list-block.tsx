'use client';

import { useTranslations } from 'next-intl';
import { useDeferredValue } from 'react';
import { TopEventClicks } from '@/features/embedding';
import { MatchList } from '@/features/events';
import { ListSkeleton } from '@/features/league';
import { blockMatchQuery, useBlockMatches } from '../api/block-matches';
import type { MatchListBlock } from '../api/block-matches';
import { BlockSection } from './block-section';
import styles from './blocks.module.css';

const moreHref: Record<MatchListBlock['type'], string | null> = {
  live_events: '/live',
  prematch_events: null,
  schedule: '/schedule',
  results: '/results',
  top_events: null,
};

/** Live, upcoming, top, scheduled or finished matches of a block, grouped by league with their main odds. */
export function MatchListBlockView({ block }: { block: MatchListBlock }) {
  const t = useTranslations('blocks');
  const matches = useBlockMatches(blockMatchQuery(block));
  // NOTE: the blocks below the first screen fetch after hydration, and the query's answer re-renders through
  // useSyncExternalStore, a render React cannot interrupt: a list of ten rows with their odds, crests and times
  // was one task of 50 ms and more at 4× slowdown. Deferred, the urgent render keeps the skeleton and the list
  // is drawn in a render that yields to the browser (issue 25: Lighthouse's TBT).
  const shown = useDeferredValue(matches.data);
  const href =
    'sport_key' in block && block.sport_key && block.type !== 'results' ? null : moreHref[block.type];
  const title = t(`titles.${block.type}`);
  // NOTE: an empty live block says so rather than vanishing, so the page does not jump when matches go live.
  return (
    <BlockSection
      id={block.id}
      title={title}
      live={block.type === 'live_events'}
      more={href ? { href, label: t('seeAll') } : undefined}
    >
      {matches.isError ? (
        <p className={styles.note} role="alert">
          {t('unavailable')}
        </p>
      ) : !shown ? (
        <ListSkeleton label={t('loading', { title })} rows={Math.min(block.limit, 5)} />
      ) : shown.length === 0 ? (
        <p className={styles.note}>{t(`empty.${block.type}`)}</p>
      ) : block.type === 'top_events' ? (
        <TopEventClicks>
          <MatchList matches={shown} />
        </TopEventClicks>
      ) : (
        <MatchList matches={shown} />
      )}
    </BlockSection>
  );
}
