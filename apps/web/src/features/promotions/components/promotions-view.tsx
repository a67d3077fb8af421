'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { PromoCodeForm } from '@/features/bonuses';
import { useApiContext } from '@/platform/api/use-api-context';
import { useSession } from '@/platform/session';
import { huntingsQuery, lootboxesQuery, tournamentsQuery } from '../api/loyalty-queries';
import { usePromotionUpdates } from '../api/use-promotion-updates';
import { Leaderboard } from './leaderboard';
import { LootboxCard } from './lootbox-card';
import { PromotionCard } from './promotion-card';
import { SignInCall } from './sign-in-call';
import boardStyles from './leaderboard.module.css';
import styles from './promotions.module.css';

/**
 * The Promotions page (issue 20, section key `promotions`): every promotion the visitor may see (visitors: the
 * public ones and a call to sign in), the player's lootboxes, the running tournament's leaderboard with their
 * own row pinned, and promo-code entry.
 */
export function PromotionsView() {
  const t = useTranslations('promotions');
  const session = useSession();
  const viewer = session.status === 'logged_in' ? (session.player?.profile.id ?? null) : null;
  const context = useApiContext();
  const huntings = useQuery(huntingsQuery(context, viewer));
  const tournaments = useQuery(tournamentsQuery(context, viewer));
  const lootboxes = useQuery(lootboxesQuery(context, viewer));
  usePromotionUpdates(viewer);
  const promotions = [...(tournaments.data ?? []), ...(huntings.data ?? [])];
  const tournament = tournaments.data?.[0];
  const loading = huntings.isPending || tournaments.isPending;
  const failed = huntings.isError && tournaments.isError;
  return (
    <section className={styles.page} aria-labelledby="promotions-title">
      <header className={styles.hero}>
        <h1 id="promotions-title">{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      {session.status === 'not_logged_in' ? <SignInCall text={t('signInCall')} /> : null}
      {loading ? <p aria-busy="true">{t('loading')}</p> : null}
      {failed ? <p role="alert">{t('failed')}</p> : null}
      {!loading && !failed && promotions.length === 0 ? <p>{t('empty')}</p> : null}
      <div className={styles.grid}>
        {promotions.map((promotion) => (
          <PromotionCard key={promotion.id} promotion={promotion} signedIn={viewer !== null} />
        ))}
        {viewer !== null
          ? (lootboxes.data ?? []).map((lootbox) => (
              <LootboxCard key={lootbox.id} lootbox={lootbox} viewer={viewer} />
            ))
          : null}
      </div>
      {tournament ? <Leaderboard tournament={tournament} viewer={viewer} /> : null}
      {viewer !== null ? (
        <section className={boardStyles.promo} aria-labelledby="promo-code-title">
          <h2 id="promo-code-title">{t('promoCode')}</h2>
          <PromoCodeForm />
        </section>
      ) : null}
    </section>
  );
}
