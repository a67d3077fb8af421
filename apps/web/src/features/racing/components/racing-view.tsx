'use client';

import { MatchStatus } from '@sportsbook/contract/refs';
import type { Match, RaceDetails } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { groupByLeague, useMatches } from '@/features/events';
import { ListSkeleton } from '@/features/league';
import { useLiveUpdates } from '@/features/odds';
import { earlyTap } from '@/platform/early-taps/early-tap';
import { dayWindow, useNow } from '@/features/schedule';
import { RaceCard } from './race-card';
import pageStyles from '@/ui/page.module.css';
import styles from './racing-view.module.css';
import { useSiteDateFormat } from '@/platform/i18n/use-site-date-format';

type Race = Match & { race: RaceDetails };

function isRace<M extends Match>(match: M): match is M & { race: RaceDetails } {
  return match.type === 'race' && match.race != null;
}

/**
 * The race to open first: the next one still open for betting, else the one running, else the last one run. A
 * race in running takes no bets (its prices are suspended from the off), so the card a player opens to bet shows
 * the next off; the running race stays one tap away among the meetings.
 */
export function nextRace(races: readonly Race[]): Race | undefined {
  return (
    races.find((race) => race.status === MatchStatus.prematch) ??
    races.find((race) => race.status === MatchStatus.live) ??
    races.at(-1)
  );
}

function Meetings({
  races,
  selected,
  onSelect,
  label,
}: {
  races: readonly Race[];
  selected: number;
  onSelect: (id: number) => void;
  label?: string;
}) {
  const t = useTranslations('racing');
  const siteDate = useSiteDateFormat();
  const meetings = useMemo(() => groupByLeague(races), [races]);
  return (
    <nav className={styles.meetings} aria-label={label ?? t('meetings')}>
      {meetings.map((meeting) => (
        <div key={meeting.league.id} className={styles.meeting}>
          <h2 className={styles.track}>{meeting.league.name}</h2>
          <ul className={styles.times}>
            {meeting.matches.map((race) => (
              <li key={race.id}>
                <button
                  type="button"
                  className={styles.time}
                  aria-pressed={race.id === selected}
                  data-status={race.status}
                  // For browser tests: find one race among the meetings' times.
                  data-race={race.id}
                  onClick={() => onSelect(race.id)}
                  {...earlyTap(`race-${race.id}`)}
                  aria-label={t('raceAt', {
                    track: meeting.league.name,
                    time: siteDate(race.start_time, 'time'),
                  })}
                >
                  {siteDate(race.start_time, 'time')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/**
 * One day's meetings and the race card. Once every race of today has run, the page moves on to tomorrow's
 * card (the sandbox and real books card races days ahead) and keeps today's meetings above it for their results.
 */
function RaceDay({ now, offset, earlier = [] }: { now: Date; offset: number; earlier?: readonly Race[] }) {
  const t = useTranslations('racing');
  const schedule = useTranslations('schedule');
  const day = dayWindow(now, offset);
  const matches = useMatches({
    type: 'race',
    sort_by: 'start_time',
    start_from: day.from,
    start_to: day.to,
  });
  const races = useMemo(() => (matches.data ?? []).filter(isRace), [matches.data]);
  const [selected, setSelected] = useState<number | null>(null);
  if (matches.isPending) return <ListSkeleton label={t('loading')} />;
  if (matches.isError)
    return (
      <p className={pageStyles.note} role="alert">
        {t('unavailable')}
      </p>
    );
  const open = races.some((race) => race.status === MatchStatus.prematch || race.status === MatchStatus.live);
  if (offset === 0 && races.length > 0 && !open) return <RaceDay now={now} offset={1} earlier={races} />;
  const all = [...earlier, ...races];
  const shown = all.find((race) => race.id === selected) ?? nextRace(races) ?? all.at(-1);
  if (!shown) return <p className={pageStyles.note}>{t('empty')}</p>;
  const tomorrow = schedule('tomorrow');
  return (
    <div className={styles.layout}>
      <div>
        {earlier.length > 0 ? <Meetings races={earlier} selected={shown.id} onSelect={setSelected} /> : null}
        {offset === 1 ? <h2 className={styles.day}>{tomorrow}</h2> : null}
        <Meetings
          races={races}
          selected={shown.id}
          onSelect={setSelected}
          label={offset === 1 ? `${t('meetings')} · ${tomorrow}` : undefined}
        />
      </div>
      <RaceCard match={shown} />
    </div>
  );
}

/** The Horse racing page (SPEC §2.1): today's meetings by track, a race card with Win and Place prices. */
export function RacingView() {
  const t = useTranslations('racing');
  useLiveUpdates();
  const now = useNow();
  return (
    <section className={pageStyles.page} aria-labelledby="racing-title">
      <h1 id="racing-title" className={pageStyles.title}>
        {t('title')}
      </h1>
      {now ? <RaceDay now={now} offset={0} /> : <ListSkeleton label={t('loading')} />}
    </section>
  );
}
