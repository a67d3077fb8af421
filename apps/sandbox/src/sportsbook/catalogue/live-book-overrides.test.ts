import { MatchStatus, providerStatusValues } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { marketLineKey, outcomeKey } from '@sportsbook/betting';
import { partsAt } from './match-parts.testing';

describe('LiveBook: what the control API overrides', () => {
  it('fixes odds per outcome and clears some or all of them', () => {
    const { live } = partsAt().parts;
    const key = (outcomeId: number) => outcomeKey({ matchId: 1001, marketId: 1, outcomeId, specifier: '' });
    const [home, away] = [key(1), key(3)];
    live.fixOdds(1001, home, 2.5);
    live.fixOdds(1001, away, 4);
    expect([...live.fixedOdds(1001)!]).toEqual([
      [home, 2.5],
      [away, 4],
    ]);
    live.clearFixedOdds(1001, [home]);
    expect([...live.fixedOdds(1001)!.keys()]).toEqual([away]);
    live.clearFixedOdds(1001, [away]);
    expect(live.fixedOdds(1001)).toBeUndefined();
    expect(live.hasFixedOdds()).toBe(false);
    live.fixOdds(1001, home, 2.5);
    live.clearFixedOdds(1001);
    expect(live.hasFixedOdds()).toBe(false);
  });

  it('suspends a line by hand and reopens it, keeping nothing once all are open', () => {
    const { live } = partsAt().parts;
    const line = marketLineKey({ matchUrnId: 'sr:match:1001', marketId: 18, specifier: 'total=2.5' });
    live.suspendLine(1001, line, true);
    expect([...live.suspendedLines(1001)!]).toEqual([line]);
    live.suspendLine(1001, line, false);
    expect(live.suspendedLines(1001)).toBeUndefined();
  });

  it('sets the status of a known provider only', () => {
    const { live } = partsAt().parts;
    expect(live.providerStatuses()).toEqual({
      betradar: providerStatusValues.allowed,
      esports: providerStatusValues.allowed,
    });
    expect(live.setProviderStatus('betradar', providerStatusValues.suspended)).toBe(true);
    expect(live.providerStatus('betradar')).toBe(providerStatusValues.suspended);
    expect(live.setProviderStatus('nobody', providerStatusValues.suspended)).toBe(false);
    expect(live.providerStatus('nobody')).toBeUndefined();
  });

  it('keeps results until they are forgotten', () => {
    const { live } = partsAt().parts;
    const results = [{ market_id: 1, specifier: '', outcome_id: 1, result: 'won' as const }];
    live.keepResults(1001, results);
    expect(live.keptResults(1001)).toBe(results);
    live.forgetResults(1001);
    expect(live.keptResults(1001)).toBeUndefined();
  });

  it('holds a started match back in prematch: the schedule does not kick it off again by itself', () => {
    const { clock, parts } = partsAt();
    const match = parts.schedule.liveMatches()[0]!;
    expect(parts.live.record(match.id)).toBeDefined();
    parts.live.hold(match.id);
    expect(parts.live.record(match.id)).toBeUndefined();
    clock.now += 60_000;
    parts.schedule.advance();
    expect(parts.live.status(match.id)).toBe(MatchStatus.prematch);
  });
});
