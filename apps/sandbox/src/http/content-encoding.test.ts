import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './content-encoding';

describe('negotiateEncoding', () => {
  it.each<[string | string[] | undefined, string]>([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.5, identity', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=abc', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    [['gzip', 'br'], 'br'],
  ])('picks for %j the encoding %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
