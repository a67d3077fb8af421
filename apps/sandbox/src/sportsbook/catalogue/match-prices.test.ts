import { MatchStatus, providerStatusValues } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { outcomeKey } from '@sportsbook/betting';
import { partsAt } from './match-parts.testing';

function prematchMatch(parts: ReturnType<typeof partsAt>['parts']) {
  return parts.world.matches().find((match) => parts.live.status(match.id) === MatchStatus.prematch)!;
}

describe('MatchPrices', () => {
  it('keeps a prematch price while its key holds instead of running the model again', () => {
    const { parts } = partsAt();
    const match = prematchMatch(parts);
    const { state } = parts.schedule.standing(match);
    const first = parts.prices.offered(match, state);
    expect(first.length).toBeGreaterThan(0);
    expect(parts.prices.offered(match, state)[0]!.outcomes).toBe(first[0]!.outcomes);
  });

  it('lays odds fixed through the control API and the provider status over the prices', () => {
    const { parts } = partsAt();
    const match = prematchMatch(parts);
    const { state } = parts.schedule.standing(match);
    const [market] = parts.prices.offered(match, state);
    const outcome = market!.outcomes[0]!;
    const key = outcomeKey({
      matchId: match.id,
      marketId: market!.id,
      outcomeId: outcome.id,
      specifier: market!.specifier,
    });
    parts.live.fixOdds(match.id, key, 7.5);
    const fixed = parts.prices.offered(match, state).find((line) => line.id === market!.id)!;
    expect(fixed.outcomes[0]!.odds).toBe(7.5);
    parts.live.setProviderStatus(parts.world.sportOf(match).provider, providerStatusValues.suspended);
    const halted = parts.prices.offered(match, state);
    expect(halted.every((line) => line.status === providerStatusValues.suspended)).toBe(true);
  });

  it('remembers the last markets offered in play, for settling lines no longer priced', () => {
    const { parts } = partsAt();
    const live = parts.schedule.liveMatches()[0]!;
    const offered = parts.prices.offered(live, parts.schedule.standing(live).state);
    expect(offered.length).toBeGreaterThan(0);
    expect(parts.live.lastOffered(live.id)).toHaveLength(offered.length);
  });
});
