'use client';

import type { ContentBlock, League } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useTournaments } from '@/features/catalogue';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { BlockSection } from './block-section';
import styles from './blocks.module.css';

/** A league's rank on the home page: its `home` override when the catalogue sets one, else its priority. */
function homePriority(league: League): number {
  return league.priority_overrides.home ?? league.priority;
}

function LeagueLinks({ leagues }: { leagues: readonly League[] }) {
  return (
    <ul className={styles.leagues}>
      {leagues.map((league) => (
        <li key={league.id}>
          <LocalizedLink href={`/${league.sport.key}/${league.slug}`} className={styles.league}>
            <span className={styles.leagueName}>{league.name}</span>
            <span className={styles.leagueDetail}>
              {league.sport.name} · {league.category.name}
            </span>
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}

function LeagueBlock({ id, title, pick }: { id: string; title: string; pick: (all: League[]) => League[] }) {
  const t = useTranslations('blocks');
  const leagues = useTournaments({});
  if (leagues.isError) return null;
  return (
    <BlockSection id={id} title={title}>
      {leagues.isPending ? (
        <div
          className={styles.leaguesSkeleton}
          role="status"
          aria-busy="true"
          aria-label={t('loading', { title })}
        />
      ) : (
        <LeagueLinks leagues={pick(leagues.data)} />
      )}
    </BlockSection>
  );
}

/** The site's most important leagues, by priority. */
export function TopLeaguesBlock({ block }: { block: Extract<ContentBlock, { type: 'top_leagues' }> }) {
  const t = useTranslations('blocks');
  return (
    <LeagueBlock
      id={block.id}
      title={t('titles.top_leagues')}
      pick={(all) => [...all].sort((a, b) => homePriority(b) - homePriority(a)).slice(0, block.limit)}
    />
  );
}

/** Leagues the operator picked by id, in the order given. */
export function TournamentsBlock({ block }: { block: Extract<ContentBlock, { type: 'tournaments' }> }) {
  const t = useTranslations('blocks');
  if (block.tournament_ids.length === 0) return null;
  return (
    <LeagueBlock
      id={block.id}
      title={t('titles.tournaments')}
      pick={(all) => {
        const byId = new Map(all.map((league) => [league.id, league]));
        return block.tournament_ids.flatMap((leagueId) => byId.get(leagueId) ?? []);
      }}
    />
  );
}
