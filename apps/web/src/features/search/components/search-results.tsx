'use client';

import type { League, MatchListItem } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { matchHref } from '@/features/events';
import styles from './search-panel.module.css';
import { useSiteDateFormat } from '@/platform/i18n/use-site-date-format';

/** One result of a search: where it leads and how it reads. */
export interface SearchOption {
  id: string;
  href: string;
  kind: 'match' | 'league';
  title: string;
  detail: string;
  startTime?: string;
}

/** The results as one flat list of options, matches first, as the keyboard walks them. */
export function searchOptions(matches: readonly MatchListItem[], leagues: readonly League[]): SearchOption[] {
  return [
    ...matches.map((match) => ({
      id: `match-${match.id}`,
      href: matchHref(match),
      kind: 'match' as const,
      title: `${match.competitors.home.name} – ${match.competitors.away.name}`,
      detail: `${match.tournament.sport.name} · ${match.tournament.name}`,
      startTime: match.start_time,
    })),
    ...leagues.map((league) => ({
      id: `league-${league.id}`,
      href: `/${league.sport.key}/${league.slug}`,
      kind: 'league' as const,
      title: league.name,
      detail: `${league.sport.name} · ${league.category.name}`,
    })),
  ];
}

/**
 * The listbox of a search combobox. Its options are not links (a link inside an option is a control inside a
 * control, which assistive technology cannot reach, axe's `nested-interactive`): the field keeps focus, the
 * arrow keys mark the active option `aria-selected`, and Enter or a click on an option calls `onPick` with it.
 */
export function SearchResults({
  listId,
  options,
  activeIndex,
  onPick,
}: {
  listId: string;
  options: readonly SearchOption[];
  activeIndex: number;
  onPick: (option: SearchOption) => void;
}) {
  const t = useTranslations('search');
  const siteDate = useSiteDateFormat();
  return (
    <ul id={listId} role="listbox" aria-label={t('results')} className={styles.results}>
      {options.map((option, index) => (
        // NOTE: the combobox field answers the keyboard for its options (aria-activedescendant); a click here
        // is the pointer's way to pick one, and the press does not take focus from the field.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={option.id}
          id={`${listId}-${option.id}`}
          role="option"
          aria-selected={index === activeIndex}
          className={styles.option}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(option)}
        >
          <span className={styles.kind}>{t(option.kind)}</span>
          <span className={styles.optionTitle}>{option.title}</span>
          <span className={styles.detail}>
            {option.detail}
            {option.startTime ? ` · ${siteDate(option.startTime, 'dateTime')}` : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
