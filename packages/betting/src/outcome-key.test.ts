import { describe, expect, it } from 'vitest';
import { outcomeKey } from './outcome-key';

describe('outcomeKey', () => {
  it('derives the key from match, market, outcome and specifier', () => {
    expect(outcomeKey({ matchId: 7, marketId: 18, outcomeId: 12, specifier: 'total=2.5' })).toBe(
      '7|18|12|total=2.5',
    );
  });

  it('tells apart two lines of the same market', () => {
    const over25 = outcomeKey({ matchId: 7, marketId: 18, outcomeId: 12, specifier: 'total=2.5' });
    const over35 = outcomeKey({ matchId: 7, marketId: 18, outcomeId: 12, specifier: 'total=3.5' });
    expect(over25).not.toBe(over35);
  });

  it('treats a missing specifier as the empty line', () => {
    expect(outcomeKey({ matchId: 1, marketId: 1, outcomeId: 1 })).toBe(
      outcomeKey({ matchId: 1, marketId: 1, outcomeId: 1, specifier: null }),
    );
  });

  it('cannot be confused by a separator inside a specifier', () => {
    const a = outcomeKey({ matchId: 1, marketId: 2, outcomeId: 3, specifier: 'x|4' });
    const b = outcomeKey({ matchId: 1, marketId: 2, outcomeId: '3|x', specifier: '4' });
    expect(a).not.toBe(b);
  });
});
