'use client';

import type { ContentBlock } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useFeatureFlag } from '@/platform/site/site-provider';
import { useShownJackpot } from '../api/use-shown-jackpot';
import type { ShownJackpot } from '../api/use-shown-jackpot';
import { JackpotRules } from './jackpot-rules';
import { JackpotTicker } from './jackpot-ticker';
import { RecentHits } from './recent-hits';
import styles from './jackpots.module.css';

/**
 * A jackpot in full: its name (unless a dialog's title already says it), the multi-level ticker, the published
 * rules and the recent wins.
 */
export function JackpotDetails({ shown, named = true }: { shown: ShownJackpot; named?: boolean }) {
  const t = useTranslations('jackpots');
  const id = useId();
  const { jackpot } = shown;
  return (
    <div className={styles.details}>
      <div className={styles.banner}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        {named ? <h2 className={styles.name}>{jackpot.name}</h2> : null}
        <JackpotTicker jackpot={jackpot} stale={shown.stale} updatedAt={shown.updatedAt} />
      </div>
      <JackpotRules jackpot={jackpot} />
      <RecentHits jackpot={jackpot} headingId={`${id}-hits`} />
    </div>
  );
}

/**
 * The jackpot banner content block (SPEC §2.7): the configured jackpot, or the one of the player's currency.
 * Nothing renders with the `jackpots` flag off (SPEC §6) or while no jackpot is known.
 */
export function JackpotBannerBlock({ block }: { block: Extract<ContentBlock, { type: 'jackpot_banner' }> }) {
  const enabled = useFeatureFlag('jackpots');
  const shown = useShownJackpot(block.jackpot_id);
  if (!enabled || !shown) return null;
  return (
    <section className={styles.block} aria-label={shown.jackpot.name} data-testid="jackpot-banner">
      <JackpotDetails shown={shown} />
    </section>
  );
}
