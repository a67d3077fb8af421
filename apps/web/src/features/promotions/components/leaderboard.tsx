'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/features/account';
import { useApiContext } from '@/platform/api/use-api-context';
import type { LeaderboardRow, Promotion } from '../api/loyalty-queries';
import { ratingQuery } from '../api/loyalty-queries';
import styles from './leaderboard.module.css';

/** A masked email that may break before its '@' where the column is narrow, never inside a name. */
function emailLines(email: string) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/**
 * A tournament's leaderboard (SPEC §3 Leaderboard row): the top rows, then the player's own row pinned at the
 * foot of the table when it ranks below them, after a gap. Equal scores share a position.
 */
export function Leaderboard({ tournament, viewer }: { tournament: Promotion; viewer: number | null }) {
  const t = useTranslations('promotions.leaderboard');
  const locale = useLocale();
  const rating = useQuery(ratingQuery(useApiContext(), tournament.id, viewer));
  const rows = rating.data ?? [];
  const own = rows.find((row) => row.current_user);
  const pinned =
    own && rows.indexOf(own) === rows.length - 1 && rows.length > 1 && own.position > rows.length - 1;
  const top = pinned ? rows.slice(0, -1) : rows;
  const money = (row: LeaderboardRow) =>
    formatMoney(row.farmed_amount, tournament.currency_subunits, row.currency_code, locale);
  const line = (row: LeaderboardRow, key: string) => (
    <tr key={key} data-own={row.current_user || undefined} aria-current={row.current_user || undefined}>
      <td className={styles.position}>{row.position}</td>
      <th scope="row">
        {emailLines(row.email)}
        {row.current_user ? <span className={styles.you}> {t('you')}</span> : null}
      </th>
      <td className={styles.number}>{money(row)}</td>
      <td className={styles.number}>{row.farmed_freebets_count}</td>
    </tr>
  );
  return (
    <section className={styles.leaderboard} aria-labelledby="leaderboard-title">
      <h2 id="leaderboard-title">{t('title', { name: tournament.name })}</h2>
      {rating.isPending ? <p aria-busy="true">{t('loading')}</p> : null}
      {rating.isSuccess && rows.length === 0 ? <p>{t('empty')}</p> : null}
      {rows.length > 0 ? (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('position')}</th>
                <th scope="col">{t('player')}</th>
                <th scope="col" className={styles.number}>
                  {t('farmed')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('freebets')}
                </th>
              </tr>
            </thead>
            <tbody>{top.map((row, index) => line(row, `top-${index}`))}</tbody>
            {pinned ? (
              <tbody className={styles.pinned}>
                <tr className={styles.gap} aria-hidden="true">
                  <td colSpan={4}>⋯</td>
                </tr>
                {line(own, 'own')}
              </tbody>
            ) : null}
          </table>
        </div>
      ) : null}
    </section>
  );
}
