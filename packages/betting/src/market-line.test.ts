import { describe, expect, it } from 'vitest';
import { marketOf, selection } from './testing/fixtures';
import { isSameLine, lineOfMarket, marketLineKey } from './market-line';

const line = { matchUrnId: 'sr:match:7', marketId: 18, specifier: 'total=2.5' };

describe('a market line is one match, one market id and one specifier', () => {
  it('is the same line when match, market id and specifier agree', () => {
    expect(isSameLine(line, { ...line })).toBe(true);
    expect(marketLineKey(line)).toBe(marketLineKey({ ...line }));
  });

  it('tells apart two lines of one market by their specifier', () => {
    const other = { ...line, specifier: 'total=3.5' };
    expect(isSameLine(line, other)).toBe(false);
    expect(marketLineKey(line)).not.toBe(marketLineKey(other));
  });

  it('tells apart the same market id of two matches', () => {
    const other = { ...line, matchUrnId: 'sr:match:8' };
    expect(isSameLine(line, other)).toBe(false);
    expect(marketLineKey(line)).not.toBe(marketLineKey(other));
  });

  it('tells apart two market ids of one match', () => {
    expect(isSameLine(line, { ...line, marketId: 19 })).toBe(false);
  });

  it('cannot be confused by a separator inside a specifier', () => {
    const a = { matchUrnId: 'm', marketId: 1, specifier: 'x|2' };
    const b = { matchUrnId: 'm|1', marketId: 1, specifier: '2' };
    expect(marketLineKey(a)).not.toBe(marketLineKey(b));
  });

  it('reads a market of the contract as the line of its selections', () => {
    const market = marketOf(selection({ matchId: 7, odds: 2, marketId: 18, specifier: 'total=2.5' }), {});
    expect(lineOfMarket(market)).toEqual(line);
  });
});
