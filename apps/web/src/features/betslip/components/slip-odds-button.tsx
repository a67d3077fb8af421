'use client';

import type { Market, Match, Outcome } from '@sportsbook/contract';
import { OddsButton } from '@/features/odds';
import type { OddsButtonProps } from '@/features/odds';
import { useSlipSelection } from '../use-slip-selection';

/**
 * An odds button that joins the slip: pressed while its outcome is on the slip, toggling it on click. Until the
 * match is known (`match` undefined) it shows the price only.
 */
export function SlipOddsButton({
  match,
  matchId,
  market,
  outcome,
  ...rest
}: Omit<OddsButtonProps, 'selected' | 'onSelect'> & {
  match: Match | undefined;
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
