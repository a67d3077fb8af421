'use client';

import { eventKindOf, runnerNumbersOf } from '@sportsbook/betting';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { getMatchQueryOptions } from '@/features/events';
import { useApiContext } from '@/platform/api/use-api-context';
import { useBetslipStores, useTicket } from './betslip-context';

/** How often the slip looks at the clock and at its races' cards (ms). */
const CHECK_EVERY_MS = 15_000;

/**
 * Keeps the slip's outrights, races and draws honest (issue 17): selections whose off, draw or end has passed
 * become not available (`bettingClosed`), and the race cards of race selections are read again so that a
 * runner withdrawn since (a non-runner) leaves the slip with a notice (`runnersWithdrawn`).
 */
export function useEventClosing(): void {
  const { ticket } = useBetslipStores();
  const { bets } = useTicket();
  const context = useApiContext();
  const raceIds = useMemo(
    () => [
      ...new Set(
        bets
          .flatMap((bet) => bet.selections)
          .filter((selection) => eventKindOf(selection) === 'race')
          .map((selection) => selection.matchId),
      ),
    ],
    [bets],
  );
  const hasClosingTimes = bets.some((bet) => bet.selections.some((selection) => selection.event));

  useEffect(() => {
    if (!hasClosingTimes) return;
    const close = () => ticket.dispatch({ type: 'bettingClosed', now: Date.now() });
    close();
    const timer = setInterval(close, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [hasClosingTimes, ticket]);

  const races = useQueries({
    queries: raceIds.map((id) => ({
      ...getMatchQueryOptions(context, id),
      refetchInterval: CHECK_EVERY_MS,
    })),
  });
  const cards = useMemo(
    () => races.map((race) => race.data),
    // A card changes only when it is read again: its update time says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [races.map((race) => race.dataUpdatedAt).join()],
  );
  useEffect(() => {
    for (const race of cards) {
      if (!race?.race) continue;
      const withdrawn = race.race.runners
        .filter((runner) => runner.non_runner)
        .map((runner) => runner.number);
      const named = bets
        .flatMap((bet) => bet.selections)
        .filter((selection) => selection.matchId === race.id)
        .flatMap(runnerNumbersOf);
      if (withdrawn.some((number) => named.includes(number)))
        ticket.dispatch({ type: 'runnersWithdrawn', matchId: race.id, runners: withdrawn });
    }
  }, [cards, bets, ticket]);
}
