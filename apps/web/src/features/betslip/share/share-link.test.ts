import { describe, expect, it } from 'vitest';
import { shareLink, takeBetCode } from './share-link';

describe('share link', () => {
  it('points at the locale home page with the code as betcode', () => {
    expect(shareLink('https://book.example', '/de', 'AB12CD34')).toBe(
      'https://book.example/de?betcode=AB12CD34',
    );
  });

  it('points at the root when the locale needs no prefix', () => {
    expect(shareLink('http://localhost:3000', '/', 'XY98ZW76')).toBe(
      'http://localhost:3000/?betcode=XY98ZW76',
    );
  });

  it('takes the code out of an address and keeps its other parameters and hash', () => {
    expect(takeBetCode('https://book.example/en?btag=a&betcode=AB12CD34&x=1#top')).toEqual({
      code: 'AB12CD34',
      rest: '/en?btag=a&x=1#top',
    });
  });

  it('leaves an address without a code alone', () => {
    expect(takeBetCode('https://book.example/en?x=1')).toBeNull();
  });

  it('takes out an empty code too, so it never lingers', () => {
    expect(takeBetCode('https://book.example/en?betcode=')).toEqual({ code: '', rest: '/en' });
  });
});
