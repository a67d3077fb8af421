'use client';

import type { Market, Outcome } from '@sportsbook/contract';
import { OddsButton } from '@/features/odds';
import type { OddsButtonProps } from '@/features/odds';
import type { SlipEventSource } from '../slip-event';
import { useSlipSelection } from '../use-slip-selection';

/**
 * An odds button that joins the slip: pressed while its outcome is on the slip, toggling it on click. Until the
 * event is known (`match` undefined) it shows the price only.
 */
export function SlipOddsButton({
  match,
  matchId,
  market,
  outcome,
  ...rest
}: Omit<OddsButtonProps, 'selected' | 'onSelect'> & {
  /** The match, race, draw or outright the outcome belongs to. */
  match: SlipEventSource | undefined;
  market: Market;
  outcome: Outcome;
}) {
  const { selected, onSelect } = useSlipSelection(match, market, outcome);
  return (
    <OddsButton
      {...rest}
      matchId={matchId}
      market={market}
      outcome={outcome}
      selected={selected}
      onSelect={onSelect}
    />
  );
}
