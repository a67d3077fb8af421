'use client';

import type { ContentBlock } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { BonusCard, availableBonusesQuery, bonusTypeOf } from '@/features/bonus-alerts';
import { PromoCodeForm } from '@/features/bonuses';
import { SignInCall } from '@/features/promotions';
import { useApiContext } from '@/platform/api/use-api-context';
import { signedInPlayerId, useSessionSelector } from '@/platform/session';
import { useContentLanguage } from '../content-lang';
import { BlockSection } from './block-section';
import { useSignedIn } from './use-signed-in';
import styles from './bonus-blocks.module.css';

function PlayerBonuses({ types, viewer }: { types: readonly string[]; viewer: number }) {
  const t = useTranslations('blocks.bonuses');
  const context = useApiContext();
  const bonuses = useQuery(availableBonusesQuery(context, viewer));
  if (bonuses.isPending) return <p aria-busy="true">{t('loading')}</p>;
  if (bonuses.isError) return <p role="alert">{t('failed')}</p>;
  const shown = bonuses.data.filter((bonus) => types.length === 0 || types.includes(bonusTypeOf(bonus)));
  if (shown.length === 0) return <p className={styles.empty}>{t('empty')}</p>;
  return (
    <ul className={styles.bonusList}>
      {shown.map((bonus) => (
        <li key={`${bonusTypeOf(bonus)}-${bonus.id}`}>
          <BonusCard bonus={bonus} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The bonuses block (SPEC §2.7): the player's bonuses they can use now as cards (of the listed types, or all),
 * with a link to the Promotions page; visitors are asked to sign in.
 */
export function BonusesBlock({ block }: { block: Extract<ContentBlock, { type: 'bonuses' }> }) {
  const t = useTranslations('blocks');
  // NOTE: the player's id alone: the session moves three times after hydration (issue 25, decision 0039).
  const viewer = useSessionSelector(signedInPlayerId);
  const signedIn = useSignedIn();
  return (
    <BlockSection
      id={block.id}
      title={t('titles.bonuses')}
      more={{ href: '/promotions', label: t('seeAll') }}
    >
      {signedIn && viewer !== null ? (
        <PlayerBonuses types={block.bonus_types} viewer={viewer} />
      ) : (
        <SignInCall text={t('bonuses.signIn')} />
      )}
    </BlockSection>
  );
}

/** The promo-code block (SPEC §2.7): the promo-code form; visitors are asked to sign in. */
export function PromocodeBlock({ block }: { block: Extract<ContentBlock, { type: 'promocode' }> }) {
  const t = useTranslations('blocks');
  const language = useContentLanguage();
  const signedIn = useSignedIn();
  const title = block.title ? <span {...language}>{block.title}</span> : t('titles.promocode');
  return (
    <BlockSection id={block.id} title={title}>
      {signedIn ? <PromoCodeForm /> : <SignInCall text={t('promocodeSignIn')} />}
    </BlockSection>
  );
}
