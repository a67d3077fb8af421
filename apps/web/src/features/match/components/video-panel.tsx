'use client';

import { useTranslations } from 'next-intl';
import { useMatchVideo } from '../api/get-match-video';
import styles from './side-panel.module.css';

/**
 * The match's video when it has one (`has_video`): an embedded page (`iframe`), an HTML5 player, or a clear
 * empty state when the back end has no stream for it (404).
 */
export function VideoPanel({ matchId }: { matchId: number }) {
  const t = useTranslations('match');
  const { data: video, isPending, isError } = useMatchVideo(matchId, true);
  return (
    <section className={styles.panel} aria-labelledby="video-title">
      <h2 id="video-title" className={styles.title}>
        {t('video')}
      </h2>
      {isPending ? (
        <div className={styles.video} role="status" aria-busy="true" aria-label={t('loading')} />
      ) : isError || !video ? (
        <p className={`${styles.empty} ${styles.videoEmpty}`}>{t('noVideo')}</p>
      ) : video.type === 'iframe' ? (
        <iframe className={styles.video} src={video.url} title={t('video')} loading="lazy" allow="autoplay" />
      ) : (
        <video className={styles.video} src={video.url} controls muted playsInline aria-label={t('video')} />
      )}
    </section>
  );
}
