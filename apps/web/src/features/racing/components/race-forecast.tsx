'use client';

import { forecastOutcomeId } from '@sportsbook/betting';
import { raceMarketIds } from '@sportsbook/contract/refs';
import type { Match, RaceDetails } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { SlipOddsButton } from '@/features/betslip';
import { useMatchMarkets } from '@/features/events';
import styles from './race-forecast.module.css';

function RunnerSelect({
  label,
  value,
  onChange,
  race,
}: {
  label: string;
  value: number;
  onChange: (number: number) => void;
  race: RaceDetails;
}) {
  const id = useId();
  return (
    <span className={styles.forecastField}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {race.runners
          .filter((runner) => !runner.non_runner)
          .map((runner) => (
            <option key={runner.number} value={runner.number}>
              {runner.number}. {runner.name}
            </option>
          ))}
      </select>
    </span>
  );
}

function ForecastPrices({ match, first, second }: { match: Match; first: number; second: number }) {
  const t = useTranslations('racing');
  const markets = useMatchMarkets(match.id);
  const forecast = markets.data?.find((market) => market.id === raceMarketIds.forecast);
  if (first === second) return <p className={styles.forecastNote}>{t('pickTwo')}</p>;
  if (!forecast) return markets.isPending ? null : <p className={styles.forecastNote}>{t('noForecast')}</p>;
  const straight = forecast.outcomes.find((outcome) => outcome.id === forecastOutcomeId(first, second));
  const reverse = forecast.outcomes.find((outcome) => outcome.id === forecastOutcomeId(second, first));
  return (
    <div className={styles.forecastPrices}>
      {straight ? (
        <SlipOddsButton
          match={match}
          matchId={match.id}
          market={forecast}
          outcome={straight}
          label={t('straight', { first, second })}
        />
      ) : null}
      {reverse ? (
        <SlipOddsButton
          match={match}
          matchId={match.id}
          market={forecast}
          outcome={reverse}
          label={t('straight', { first: second, second: first })}
        />
      ) : null}
    </div>
  );
}

/**
 * The race's forecast (issue 17): pick the first and the second; a button per order. A reverse forecast (both
 * orders, one bet of two lines) is the slip's Reverse toggle on a straight forecast. The Forecast market is read
 * only once the picker is opened.
 */
export function RaceForecast({ match }: { match: Match & { race: RaceDetails } }) {
  const t = useTranslations('racing');
  const starters = match.race.runners.filter((runner) => !runner.non_runner);
  const [open, setOpen] = useState(false);
  const [first, setFirst] = useState(starters[0]?.number ?? 1);
  const [second, setSecond] = useState(starters[1]?.number ?? 2);
  if (starters.length < 2) return null;
  // A runner withdrawn since it was picked is no longer an option: the pick falls back as the select shows it,
  // so the prices offered are for the pair on screen.
  const starts = (number: number) => starters.some((runner) => runner.number === number);
  const other = (than: number) => starters.find((runner) => runner.number !== than)!.number;
  const firstPick = starts(first) ? first : other(second);
  const secondPick = starts(second) ? second : other(firstPick);
  return (
    <details className={styles.forecast} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('forecast')}</summary>
      <p className={styles.forecastNote}>{t('forecastHint')}</p>
      <div className={styles.forecastPick}>
        <RunnerSelect label={t('first')} value={firstPick} onChange={setFirst} race={match.race} />
        <RunnerSelect label={t('second')} value={secondPick} onChange={setSecond} race={match.race} />
        {open ? <ForecastPrices match={match} first={firstPick} second={secondPick} /> : null}
      </div>
    </details>
  );
}
