'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useApiContext } from '@/platform/api/use-api-context';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { useSession } from '@/platform/session';
import { availableBonusesQuery } from '../api/player-bonuses';
import { BonusGlyph } from './bonus-glyph';
import styles from './bonus-alerts.module.css';

/** More than this shows as "9+". */
const MAX_COUNT = 9;

/**
 * The bonus header item (SPEC §2.7): a link to the Promotions page with how many bonuses the player can use now
 * (available or active, every type); a visitor's link has no count. The count follows `bonus_issued`, which
 * refetches the player's bonus lists.
 */
export function BonusHeaderItem() {
  const t = useTranslations('bonusAlerts.header');
  const session = useSession();
  const viewer = session.status === 'logged_in' ? (session.player?.profile.id ?? null) : null;
  const context = useApiContext();
  const available = useQuery({ ...availableBonusesQuery(context, viewer ?? 0), enabled: viewer !== null });
  const count = viewer === null ? 0 : (available.data?.length ?? 0);
  return (
    <LocalizedLink
      href="/promotions"
      className={styles.headerItem}
      aria-label={count > 0 ? t('withCount', { count }) : t('label')}
      data-testid="bonus-header-item"
    >
      <BonusGlyph type="freebet" size={20} />
      {count > 0 ? (
        <span className={styles.headerCount} aria-hidden="true">
          {count > MAX_COUNT ? `${MAX_COUNT}+` : count}
        </span>
      ) : null}
    </LocalizedLink>
  );
}
