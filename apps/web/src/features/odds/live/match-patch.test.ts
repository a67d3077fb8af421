import { describe, expect, it } from 'vitest';
import { sampleMarket, sampleMatch } from '../testing/odds-fixtures';
import { mergeMatchPatch, sameJson } from './match-patch';

describe('merging a match event into a cached match', () => {
  it('returns nothing when the event repeats what the match already has', () => {
    const match = sampleMatch();
    const patch = { id: 7, status: match.status, statistics: structuredClone(match.statistics) };
    expect(mergeMatchPatch(match, patch)).toBeUndefined();
  });

  it('replaces only the fields that changed and keeps the identity of the others', () => {
    const match = sampleMatch();
    const statistics = { ...match.statistics, total_score: { home: 2, away: 1 } };
    const next = mergeMatchPatch(match, {
      id: 7,
      statistics,
      competitors: structuredClone(match.competitors),
    })!;
    expect(next).not.toBe(match);
    expect(next.statistics).toBe(statistics);
    expect(next.competitors).toBe(match.competitors);
    expect(next.tournament).toBe(match.tournament);
  });

  it('ignores a main market whose odds alone moved, and takes one whose status changed', () => {
    const match = sampleMatch();
    expect(mergeMatchPatch(match, { id: 7, main_market: sampleMarket([1.5, 4.1, 6.2]) })).toBeUndefined();
    const suspended = sampleMarket([2.5, 3.2, 2.9], -1);
    expect(mergeMatchPatch(match, { id: 7, main_market: suspended })!.main_market).toBe(suspended);
    expect(mergeMatchPatch(match, { id: 7, secondary_market: suspended })!.secondary_market).toBe(suspended);
  });
});

describe('JSON equality', () => {
  it('compares nested objects and arrays by value', () => {
    expect(sameJson({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameJson({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});
