'use client';

import { useTranslations } from 'next-intl';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { sportPath } from '@/platform/navigation/sections';
import { MenuItem, MenuLabel } from '@/ui';
import { useSports } from '../api/get-sports';
import { SportIcon } from './sport-icon';
import styles from './sports-menu.module.css';

/**
 * The catalogue's sports as items of a menu (`MenuContent`), each a link with its icon (the header's sport list,
 * SPEC §2.7): the caller styles the links.
 */
export function SportListLinks({ linkClassName }: { linkClassName?: string }) {
  const t = useTranslations();
  const { data: sports, isPending, isError } = useSports();
  if (isPending) return <MenuLabel aria-busy="true">{t('common.loading')}</MenuLabel>;
  if (isError) return <MenuLabel role="alert">{t('catalogue.sportsUnavailable')}</MenuLabel>;
  return (
    <>
      {sports.map((sport) => (
        <MenuItem key={sport.id} asChild>
          <LocalizedLink href={sportPath(sport.key)} className={linkClassName}>
            <span className={styles.listIcon} aria-hidden="true">
              <SportIcon sport={sport} size={16} />
            </span>
            {sport.name}
          </LocalizedLink>
        </MenuItem>
      ))}
    </>
  );
}
