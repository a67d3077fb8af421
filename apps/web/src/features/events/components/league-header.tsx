import type { League, Match } from '@sportsbook/contract';
import { memo } from 'react';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { CategoryMark } from './category-mark';
import { columnLabels } from './column-labels';
import styles from './league-header.module.css';
import { useCatalogueLang } from '@/platform/i18n/catalogue-lang';

function LeagueHeaderView({
  league,
  details,
  outcomeColumns,
  headingLevel = 3,
}: {
  league: Match['tournament'];
  /** The full league, when known, for its category. */
  details?: League;
  outcomeColumns: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const lang = useCatalogueLang();
  const labels = columnLabels(outcomeColumns);
  return (
    <div className={styles.header}>
      <Heading className={styles.title}>
        {details ? (
          <CategoryMark name={details.category.name} countryCode={details.category.country_code} />
        ) : null}
        <LocalizedLink href={`/${league.sport.key}/${league.slug}`} className={styles.link} lang={lang}>
          {details ? <span className={styles.category}>{details.category.name} · </span> : null}
          {league.name}
        </LocalizedLink>
      </Heading>
      {labels.length > 0 ? (
        <div
          className={styles.columns}
          style={{ ['--outcome-columns' as string]: outcomeColumns }}
          aria-hidden="true"
        >
          {labels.map((label) => (
            <span key={label}>{label}</span>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The header of a league's block in a match list: the category's mark, the category and league names (a link
 * to the league page) and the labels of the odds columns. Memoized, so a live event in the league's matches
 * does not redraw it.
 */
export const LeagueHeader = memo(LeagueHeaderView);
