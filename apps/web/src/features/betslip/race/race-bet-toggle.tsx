'use client';

import { betOutlay, forecastOutcomeId, forecastRunners, raceBetOf } from '@sportsbook/betting';
import { raceMarketIds } from '@sportsbook/contract/refs';
import type { SlipBet, SlipRaceBet } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useMatchMarkets } from '@/features/events';
import { useBetslipStores } from '../store/betslip-context';
import styles from './race-bet-toggle.module.css';

/** The other order's current odds of a straight forecast on the slip (read once the toggle is shown). */
function useReverseOdds(matchId: number, outcomeId: number): number | null {
  const markets = useMatchMarkets(matchId);
  const forecast = markets.data?.find((market) => market.id === raceMarketIds.forecast);
  const [first, second] = forecastRunners(outcomeId);
  const other = forecast?.outcomes.find((outcome) => outcome.id === forecastOutcomeId(second, first));
  return other?.active ? other.odds : null;
}

function Toggle({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <span className={styles.toggle}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </span>
  );
}

function ReverseForecastToggle({ bet, disabled }: { bet: SlipBet; disabled: boolean }) {
  const t = useTranslations('betslip.raceBet');
  const { ticket } = useBetslipStores();
  const selection = bet.selections[0]!;
  const reverseOdds = useReverseOdds(selection.matchId, selection.outcomeId);
  const choose = (raceBet: SlipRaceBet | null) =>
    ticket.dispatch({ type: 'raceBetChosen', selectionId: selection.id, raceBet });
  return (
    <Toggle
      label={t('reverse')}
      checked={selection.raceBet?.kind === 'reverse_forecast'}
      disabled={disabled || reverseOdds === null}
      onChange={(on) => choose(on && reverseOdds !== null ? { kind: 'reverse_forecast', reverseOdds } : null)}
    />
  );
}

/**
 * Each-way on a race's Win selection (at the card's terms) and a reverse forecast on a straight forecast
 * (issue 17): one bet of two lines, the stake field being the line stake, with the total it costs shown.
 * Offered on singles only; nothing for other selections.
 */
export function RaceBetToggle({
  bet,
  disabled,
  money,
}: {
  bet: SlipBet;
  disabled: boolean;
  money: (minor: number) => string;
}) {
  const t = useTranslations('betslip.raceBet');
  const { ticket } = useBetslipStores();
  const selection = bet.selections[0];
  if (bet.betType !== 'single' || !selection || selection.event?.kind !== 'race') return null;
  const terms = selection.event.eachWay;
  const isWin = selection.marketId === raceMarketIds.win;
  const isForecast = selection.marketId === raceMarketIds.forecast;
  if (!(isWin && terms) && !isForecast) return null;
  const twoLines = raceBetOf(bet) !== null;
  return (
    <div className={styles.raceBet}>
      {isWin && terms ? (
        <Toggle
          label={t('eachWay', { fraction: terms.fraction, places: terms.places })}
          checked={selection.raceBet?.kind === 'each_way'}
          disabled={disabled}
          onChange={(on) =>
            ticket.dispatch({
              type: 'raceBetChosen',
              selectionId: selection.id,
              raceBet: on ? { kind: 'each_way', ...terms } : null,
            })
          }
        />
      ) : (
        <ReverseForecastToggle bet={bet} disabled={disabled} />
      )}
      {twoLines ? (
        <output className={styles.total} data-testid="race-bet-total">
          {t('total', { stake: money(bet.stake), total: money(betOutlay(bet)) })}
        </output>
      ) : null}
    </div>
  );
}
