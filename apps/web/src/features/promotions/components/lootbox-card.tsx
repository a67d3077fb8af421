'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/features/account';
import { useApiContext } from '@/platform/api/use-api-context';
import { Button } from '@/ui';
import type { Promotion } from '../api/loyalty-queries';
import { freebetsQuery, useOpenLootbox } from '../api/loyalty-queries';
import { TimeLeft } from './time-left';
import boxStyles from './lootbox.module.css';
import styles from './promotions.module.css';

/** A gift box drawn in CSS; it shakes while the server draws and opens on the prize. */
function Box({ state }: { state: 'closed' | 'opening' | 'open' }) {
  return (
    <span className={boxStyles.box} data-state={state} aria-hidden="true">
      <span className={boxStyles.boxLid} />
      <span className={boxStyles.boxBody} />
    </span>
  );
}

/**
 * A lootbox card (SPEC §3 Lootbox, §7 boost): the player picks one of the freebets it may boost and opens it;
 * the server draws the multiplier and the card animates to the answer, announced in a status region.
 */
export function LootboxCard({ lootbox, viewer }: { lootbox: Promotion; viewer: number }) {
  const t = useTranslations('promotions.lootbox');
  const locale = useLocale();
  const freebets = useQuery(freebetsQuery(useApiContext(), viewer));
  const open = useOpenLootbox();
  const boostable = (freebets.data ?? []).filter((freebet) =>
    (lootbox.freebets_to_boost ?? []).includes(freebet.id),
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const freebetId = chosen ?? boostable[0]?.id ?? null;
  const titleId = `lootbox-${lootbox.id}`;
  const prize = open.data;
  const opened = lootbox.status !== 'active' || prize !== undefined;
  const money = (minor: number, currency: string) =>
    formatMoney(minor, lootbox.currency_subunits, currency, locale);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-kind="lootbox">
      <div className={styles.lootboxStage}>
        <Box state={open.isPending ? 'opening' : opened ? 'open' : 'closed'} />
        {opened ? (
          <span className={boxStyles.prize}>×{prize?.boost_multiplier ?? lootbox.boost_multiplier}</span>
        ) : null}
      </div>
      <div className={styles.cardBody}>
        <div className={styles.cardMeta}>
          <span className={styles.kind}>{t('kind')}</span>
          <span className={styles.status} data-status={opened ? 'finished' : 'active'}>
            {opened ? t('opened') : t('ready')}
          </span>
        </div>
        <h2 id={titleId} className={styles.cardTitle}>
          {lootbox.name}
        </h2>
        <p className={styles.terms}>{lootbox.description}</p>
        {!opened ? (
          <>
            <p className={styles.time}>
              <TimeLeft from={lootbox.valid_from} to={lootbox.valid_to} />
            </p>
            {boostable.length > 0 ? (
              <div className={styles.actions}>
                <label className={styles.select}>
                  {t('freebet')}
                  <select
                    value={freebetId ?? ''}
                    onChange={(event) => setChosen(Number(event.target.value))}
                    disabled={open.isPending}
                  >
                    {boostable.map((freebet) => (
                      <option key={freebet.id} value={freebet.id}>
                        {freebet.name} ·{' '}
                        {money(freebet.issued?.amount ?? 0, freebet.issued?.currency ?? 'EUR')}
                      </option>
                    ))}
                  </select>
                </label>
                <Button
                  size="sm"
                  loading={open.isPending}
                  onClick={() => freebetId !== null && open.mutate({ id: lootbox.id, freebetId })}
                >
                  {t('open')}
                </Button>
              </div>
            ) : (
              <p className={styles.hint}>{freebets.isPending ? t('loading') : t('noFreebet')}</p>
            )}
          </>
        ) : null}
        <p role="status" className={styles.actionMessage}>
          {prize
            ? t('won', { multiplier: prize.boost_multiplier, amount: money(prize.amount, prize.currency) })
            : open.isError
              ? t('failed')
              : lootbox.boost_multiplier !== null
                ? t('gave', { multiplier: lootbox.boost_multiplier })
                : null}
        </p>
      </div>
    </article>
  );
}
