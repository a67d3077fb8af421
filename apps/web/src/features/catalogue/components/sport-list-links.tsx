'use client';

import { useTranslations } from 'next-intl';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { sportPath } from '@/platform/navigation/sections';
import { useSports } from '../api/get-sports';
import { SportIcon } from './sport-icon';
import styles from './sports-menu.module.css';

/**
 * The catalogue's sports as list items of links, each with its icon (the header's sport list, SPEC §2.7): the
 * caller supplies the `<ul>` and styles the links.
 */
export function SportListLinks({
  linkClassName,
  onNavigate,
}: {
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  const t = useTranslations();
  const { data: sports, isPending, isError } = useSports();
  if (isPending) return <li aria-busy="true">{t('common.loading')}</li>;
  if (isError) return <li role="alert">{t('catalogue.sportsUnavailable')}</li>;
  return (
    <>
      {sports.map((sport) => (
        <li key={sport.id}>
          <LocalizedLink href={sportPath(sport.key)} className={linkClassName} onClick={onNavigate}>
            <span className={styles.listIcon} aria-hidden="true">
              <SportIcon sport={sport} size={16} />
            </span>
            {sport.name}
          </LocalizedLink>
        </li>
      ))}
    </>
  );
}
