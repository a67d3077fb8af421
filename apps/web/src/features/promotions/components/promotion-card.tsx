'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/features/account';
import { openAuthModal } from '@/platform/session';
import { Button } from '@/ui';
import type { Promotion } from '../api/loyalty-queries';
import { useActivatePromotion } from '../api/loyalty-queries';
import { PromotionBanner } from './promotion-banner';
import { TimeLeft } from './time-left';
import styles from './promotions.module.css';
import { useSiteDateFormat } from '@/platform/i18n/use-site-date-format';

/** The player's progress: hunting points towards the next freebet, or a tournament's score and pool. */
function Progress({ promotion }: { promotion: Promotion }) {
  const t = useTranslations('promotions.card');
  const locale = useLocale();
  const money = (minor: number) =>
    formatMoney(minor, promotion.currency_subunits, promotion.currency, locale);
  const farming = promotion.issued?.farming;
  if (promotion.type === 'tournament')
    return (
      <dl className={styles.facts}>
        <div>
          <dt>{t('pool')}</dt>
          <dd className={styles.pool}>{money(promotion.pool_amount ?? 0)}</dd>
        </div>
        {farming ? (
          <div>
            <dt>{t('farmed')}</dt>
            <dd>{money(farming.points)}</dd>
          </div>
        ) : null}
      </dl>
    );
  if (!farming) return null;
  const target = farming.available_points + farming.potential_points;
  return (
    <div className={styles.progress}>
      <div className={styles.progressLabel}>
        <span id={`progress-${promotion.id}`}>{t('points')}</span>
        <span>{t('pointsOf', { points: farming.available_points, target })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`progress-${promotion.id}`}
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={farming.available_points}
        aria-valuetext={t('pointsOf', { points: farming.available_points, target })}
        className={styles.bar}
      >
        <span style={{ inlineSize: `${(100 * farming.available_points) / Math.max(1, target)}%` }} />
      </div>
      <p className={styles.hint}>
        {t('nextFreebet', {
          points: farming.potential_points,
          amount: money(farming.potential_freebet_amount),
        })}
      </p>
    </div>
  );
}

/** The numbers behind a card, behind a disclosure: counted bets, average stake, freebets won, the window. */
function Details({ promotion }: { promotion: Promotion }) {
  const t = useTranslations('promotions.card');
  const locale = useLocale();
  const farming = promotion.issued?.farming;
  const siteDate = useSiteDateFormat();
  const date = (iso: string) => siteDate(iso, 'dateTime');
  return (
    <details className={styles.details}>
      <summary>{t('details')}</summary>
      <dl className={styles.detailList}>
        <div>
          <dt>{t('runs')}</dt>
          <dd>{t('window', { from: date(promotion.valid_from), to: date(promotion.valid_to) })}</dd>
        </div>
        {farming ? (
          <>
            <div>
              <dt>{t('betsCounted')}</dt>
              <dd>{farming.bets_count}</dd>
            </div>
            <div>
              <dt>{t('avgStake')}</dt>
              <dd>
                {formatMoney(farming.avg_stake, promotion.currency_subunits, promotion.currency, locale)}
              </dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t('freebetType')}</dt>
          <dd>{t(`freebetTypes.${promotion.farming_freebet_type}`)}</dd>
        </div>
        {promotion.type === 'hunting' ? (
          <div>
            <dt>{t('oncePerEvent')}</dt>
            <dd>{promotion.farm_once_per_event ? t('yes') : t('no')}</dd>
          </div>
        ) : null}
      </dl>
    </details>
  );
}

/**
 * A hunting or tournament card (issue 20): banner, kind and status, name, terms, progress, time left, the way to
 * join (or to sign in first) and the details.
 */
export function PromotionCard({ promotion, signedIn }: { promotion: Promotion; signedIn: boolean }) {
  const t = useTranslations('promotions');
  const activate = useActivatePromotion();
  const titleId = `promotion-${promotion.id}`;
  const joinable = promotion.status === 'available' && promotion.promotion_status === 'active';
  return (
    <article className={styles.card} aria-labelledby={titleId} data-kind={promotion.type}>
      <PromotionBanner banners={promotion.banners} />
      <div className={styles.cardBody}>
        <div className={styles.cardMeta}>
          <span className={styles.kind}>{t(`kinds.${promotion.type}`)}</span>
          <span className={styles.status} data-status={promotion.promotion_status}>
            {t(`status.${promotion.promotion_status}`)}
          </span>
        </div>
        <h2 id={titleId} className={styles.cardTitle}>
          {promotion.name}
        </h2>
        <p className={styles.terms}>{promotion.description}</p>
        <Progress promotion={promotion} />
        <p className={styles.time}>
          <TimeLeft from={promotion.valid_from} to={promotion.valid_to} />
        </p>
        <div className={styles.actions}>
          {promotion.status === 'active' ? (
            <span className={styles.joined}>{t('card.joined')}</span>
          ) : joinable && signedIn ? (
            <Button
              size="sm"
              loading={activate.isPending}
              onClick={() => activate.mutate(promotion.id)}
              aria-describedby={titleId}
            >
              {t('card.activate')}
            </Button>
          ) : joinable ? (
            <Button size="sm" variant="secondary" onClick={() => openAuthModal('signIn')}>
              {t('card.signInToJoin')}
            </Button>
          ) : null}
          <p role="status" className={styles.actionMessage}>
            {activate.isError ? t('card.activateFailed') : null}
          </p>
        </div>
        <Details promotion={promotion} />
      </div>
    </article>
  );
}
