'use client';

import type { Market, Outright } from '@sportsbook/contract';
import { SlipOddsButton } from '@/features/betslip';

/** An outright market's selections as odds buttons that join the slip, shortest odds first (`limit` of them). */
export function OutrightPrices({
  outright,
  market,
  limit,
}: {
  outright: Outright;
  market: Market;
  limit?: number;
}) {
  return [...market.outcomes]
    .sort((a, b) => a.odds - b.odds)
    .slice(0, limit)
    .map((outcome) => (
      <SlipOddsButton
        key={outcome.id}
        match={outright}
        matchId={outright.id}
        market={market}
        outcome={outcome}
      />
    ));
}
