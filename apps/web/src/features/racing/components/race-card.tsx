'use client';

import { MatchStatus } from '@sportsbook/contract/refs';
import type { Market, Match, RaceDetails, Runner } from '@sportsbook/contract';
import { useFormatter, useTranslations } from 'next-intl';
import { SlipOddsButton } from '@/features/betslip';
import { Countdown } from '@/features/schedule';
import { Silk } from '@/ui/silk';
import { RaceForecast } from './race-forecast';
import styles from './racing-view.module.css';
import { useSiteDateFormat } from '@/platform/i18n/use-site-date-format';

/** A going's message key: its words joined by underscores ('good to soft' is going.good_to_soft). */
type Underscored<S extends string> = S extends `${infer A} ${infer B}` ? `${A}_${Underscored<B>}` : S;

function priceOf(match: Match, market: Market | null, runner: Runner, label: string) {
  const outcome = market?.outcomes.find((candidate) => candidate.id === runner.number);
  if (!market || !outcome || runner.non_runner) return <span className={styles.noPrice}>–</span>;
  return (
    <SlipOddsButton
      match={match}
      matchId={match.id}
      market={market}
      outcome={outcome}
      label={label}
      compact
    />
  );
}

function Result({ race }: { race: RaceDetails }) {
  const t = useTranslations('racing');
  const byNumber = new Map(race.runners.map((runner) => [runner.number, runner]));
  return (
    <ol className={styles.result} aria-label={t('result')}>
      {(race.result ?? []).slice(0, 4).map((number, index) => (
        <li key={number} className={styles.placed}>
          <span className={styles.position}>{t('position', { position: index + 1 })}</span>
          <span className={styles.number}>{number}</span>
          <span>{byNumber.get(number)?.name}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * One race: its conditions, the runners with silks, jockey, trainer, form and the Win and Place prices as odds
 * buttons that join the slip, the forecast picker until the off; the result once it has been run.
 */
export function RaceCard({ match }: { match: Match & { race: RaceDetails } }) {
  const t = useTranslations('racing');
  const format = useFormatter();
  const siteDate = useSiteDateFormat();
  const race = match.race;
  const finished = match.status === MatchStatus.finished || race.result !== null;
  const win = match.main_market;
  const place = match.secondary_market;
  return (
    <article className={styles.card} aria-labelledby={`race-${match.id}`} data-testid="race-card">
      <header className={styles.cardHeader}>
        <div>
          <h2 id={`race-${match.id}`} className={styles.raceName}>
            {siteDate(match.start_time, 'time')} {race.track} · {match.competitors.away.name}
          </h2>
          <p className={styles.conditions}>
            {t('conditions', {
              distance: format.number(race.distance_m),
              going: t(`going.${race.going.replaceAll(' ', '_') as Underscored<RaceDetails['going']>}`),
              raceClass: race.race_class,
              kind: t(`kinds.${race.kind}`),
            })}
            {' · '}
            {t('eachWay', { places: race.each_way.places, fraction: race.each_way.fraction })}
          </p>
        </div>
        <span className={styles.status} data-status={match.status}>
          {finished ? (
            t('finished')
          ) : match.status === MatchStatus.live ? (
            t('running')
          ) : (
            <Countdown at={match.start_time} />
          )}
        </span>
      </header>
      {finished ? <Result race={race} /> : null}
      <div className={styles.tableScroll}>
        <table className={styles.runners}>
          <thead>
            <tr>
              <th scope="col">{t('number')}</th>
              <th scope="col">{t('runner')}</th>
              <th scope="col" className={styles.optional}>
                {t('form')}
              </th>
              <th scope="col" className={styles.optional}>
                {t('ageWeight')}
              </th>
              <th scope="col">{t('win')}</th>
              <th scope="col">{t('place')}</th>
            </tr>
          </thead>
          <tbody>
            {race.runners.map((runner) => (
              <tr key={runner.number} data-non-runner={runner.non_runner || undefined}>
                <td className={styles.numberCell}>
                  <span className={styles.number}>{runner.number}</span>
                  {runner.draw ? <span className={styles.draw}>({runner.draw})</span> : null}
                </td>
                <td>
                  <div className={styles.runner}>
                    <Silk silk={runner.silk} />
                    <div>
                      <div className={styles.horse}>
                        {runner.name}
                        {runner.non_runner ? <span className={styles.nr}>{t('nonRunner')}</span> : null}
                      </div>
                      <div className={styles.people}>
                        {t('jockeyTrainer', { jockey: runner.jockey, trainer: runner.trainer })}
                      </div>
                    </div>
                  </div>
                </td>
                <td className={`${styles.form} ${styles.optional}`}>{runner.form || '–'}</td>
                <td className={`${styles.people} ${styles.optional}`}>
                  {runner.age} · {format.number(runner.weight_kg)} kg
                </td>
                <td className={styles.priceCell}>
                  {finished ? '–' : priceOf(match, win ?? null, runner, `${runner.number} ${t('win')}`)}
                </td>
                <td className={styles.priceCell}>
                  {finished ? '–' : priceOf(match, place ?? null, runner, `${runner.number} ${t('place')}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* NOTE: keyed by the race: the picks are the race's own; another race's would point at its runners. */}
      {finished || match.status !== MatchStatus.prematch ? null : (
        <RaceForecast key={match.id} match={match} />
      )}
    </article>
  );
}
