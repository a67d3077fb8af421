'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useMatchStreams } from '../api/get-match-streams';
import { useMatchVideo } from '../api/get-match-video';
import styles from './side-panel.module.css';

/** What the panel plays: the chosen stream quality, else the match's video. */
interface Playable {
  url: string;
  type: 'hls' | 'mp4' | 'iframe';
}

/**
 * The match's video when it has one (`has_video`): an embedded page (`iframe`) or an HTML5 player, in the
 * quality the player picks when the match has several streams (`GET /matches/{id}/streams`), or a clear
 * empty state when the back end has no stream for it (404).
 */
export function VideoPanel({ matchId }: { matchId: number }) {
  const t = useTranslations('match');
  const qualityId = useId();
  const video = useMatchVideo(matchId, true);
  const streams = useMatchStreams(matchId, true);
  const [chosen, setChosen] = useState<string | null>(null);
  const qualities = streams.data ?? [];
  const stream = qualities.find((item) => item.id === chosen) ?? qualities[0];
  const playable: Playable | null | undefined = stream ?? video.data;
  const pending = !playable && (video.isPending || streams.isPending);
  return (
    <section className={styles.panel} aria-labelledby="video-title">
      <h2 id="video-title" className={styles.title}>
        {t('video')}
      </h2>
      {qualities.length > 1 ? (
        <p className={styles.quality}>
          <label htmlFor={qualityId}>{t('streamQuality')}</label>
          <select id={qualityId} value={stream?.id} onChange={(event) => setChosen(event.target.value)}>
            {qualities.map((item) => (
              <option key={item.id} value={item.id}>
                {item.quality}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {pending ? (
        <div className={styles.video} role="status" aria-busy="true" aria-label={t('loading')} />
      ) : !playable ? (
        <p className={`${styles.empty} ${styles.videoEmpty}`}>{t('noVideo')}</p>
      ) : playable.type === 'iframe' ? (
        <iframe
          className={styles.video}
          src={playable.url}
          title={t('video')}
          loading="lazy"
          allow="autoplay"
        />
      ) : (
        <video
          className={styles.video}
          src={playable.url}
          controls
          muted
          playsInline
          aria-label={t('video')}
        />
      )}
    </section>
  );
}
