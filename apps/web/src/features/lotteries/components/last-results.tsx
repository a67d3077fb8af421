'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useMatches } from '@/features/events';
import { Balls } from './balls';
import { isDraw, lotteryFilters } from './draws';
import type { Draw } from './draws';
import styles from './lotteries-view.module.css';
import { useSiteDateFormat } from '@/platform/i18n/use-site-date-format';

/** Results shown per lottery. */
const RESULTS_PER_LOTTERY = 3;

/** The latest finished draws of each lottery, newest first, with the numbers drawn. */
export function LastResults() {
  const t = useTranslations('lotteries');
  const siteDate = useSiteDateFormat();
  const finished = useMatches(lotteryFilters.finished);
  const rows = useMemo(() => {
    const byLottery = new Map<number, Draw[]>();
    for (const draw of [...(finished.data ?? [])].filter(isDraw).reverse()) {
      const list = byLottery.get(draw.tournament.id) ?? [];
      if (list.length < RESULTS_PER_LOTTERY) list.push(draw);
      byLottery.set(draw.tournament.id, list);
    }
    return [...byLottery.values()].flat();
  }, [finished.data]);
  if (finished.isError || (finished.isSuccess && rows.length === 0)) return null;
  return (
    <section aria-labelledby="lottery-results" className={styles.results}>
      <h2 id="lottery-results" className={styles.subtitle}>
        {t('lastResults')}
      </h2>
      <table className={styles.resultTable}>
        <tbody>
          {rows.map((draw) => (
            <tr key={draw.id} data-testid="draw-result">
              <th scope="row" className={styles.resultName}>
                {draw.competitors.home.name}
                <span className={styles.meta}>
                  {draw.competitors.away.name} · {siteDate(draw.draw.draws_at, 'dateTime')}
                </span>
              </th>
              <td>
                <Balls numbers={draw.draw.numbers ?? []} label={t('numbersDrawn')} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
