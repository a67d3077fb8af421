'use client';

import { betFilters, resultFilters } from '@sportsbook/contract/refs';
import { useTranslations } from 'next-intl';
import type { BetFilterValue, MyBetsFilters, ResultFilterValue } from './bet-filters';
import styles from './my-bets.module.css';

interface SegmentsProps<T extends string> {
  label: string;
  options: readonly T[];
  selected: T;
  text: (option: T) => string;
  onSelect: (option: T) => void;
}

function Segments<T extends string>({ label, options, selected, text, onSelect }: SegmentsProps<T>) {
  return (
    <div role="group" aria-label={label} className={styles.segments}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.segment}
          aria-pressed={option === selected}
          onClick={() => onSelect(option)}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}

/**
 * The bet filter (all / open / settled) and, for lists that hold settled bets, the result filter (all / win /
 * lose / refund) as segmented buttons; open bets have no result yet, so choosing open resets it.
 */
export function MyBetsFilterBar({
  filters,
  onChange,
}: {
  filters: MyBetsFilters;
  onChange: (filters: MyBetsFilters) => void;
}) {
  const t = useTranslations('betslip.myBets.filters');
  return (
    <div className={styles.filters}>
      <Segments<BetFilterValue>
        label={t('bets')}
        options={betFilters}
        selected={filters.bet}
        text={(option) => t(`bet.${option}`)}
        onSelect={(bet) => onChange({ bet, result: bet === 'open' ? 'all' : filters.result })}
      />
      {filters.bet === 'open' ? null : (
        <Segments<ResultFilterValue>
          label={t('results')}
          options={resultFilters}
          selected={filters.result}
          text={(option) => t(`result.${option}`)}
          onSelect={(result) => onChange({ ...filters, result })}
        />
      )}
    </div>
  );
}
