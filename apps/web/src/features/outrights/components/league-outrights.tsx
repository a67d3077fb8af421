'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { useOutrights } from '../api/get-outrights';
import { outrightHref } from './outright-href';
import styles from './outrights.module.css';

/** A league's open outrights as links to their pages (issue 17); nothing when it has none. */
export function LeagueOutrights({ leagueId }: { leagueId: number }) {
  const t = useTranslations('outrights');
  const format = useFormatter();
  const { data } = useOutrights({ tournament_id: leagueId, limit: 20 });
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby={`outrights-${leagueId}`} className={styles.leagueOutrights}>
      <h2 id={`outrights-${leagueId}`} className={styles.marketName}>
        {t('title')}
      </h2>
      <ul className={styles.links}>
        {data.map((outright) => (
          <li key={outright.id}>
            <LocalizedLink href={outrightHref(outright)} className={styles.link} prefetch={false}>
              <span>{outright.name}</span>
              <span className={styles.linkMeta}>
                {t('ends', {
                  date: format.dateTime(new Date(outright.end_date), { day: 'numeric', month: 'short' }),
                })}
              </span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
