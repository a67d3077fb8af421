import { describe, expect, it } from 'vitest';
import { readSearchInput } from './search-query';

describe('readSearchInput', () => {
  it('sends nothing for fewer than 3 characters, spaces not counted', () => {
    expect(readSearchInput('  ar ')).toEqual({ kind: 'tooShort' });
    expect(readSearchInput('   ')).toEqual({ kind: 'empty' });
  });

  it('sends 3 to 50 characters trimmed, and cuts anything longer at 50', () => {
    expect(readSearchInput(' ars ')).toEqual({ kind: 'query', q: 'ars' });
    const long = 'x'.repeat(60);
    expect(readSearchInput(long)).toEqual({ kind: 'query', q: 'x'.repeat(50) });
  });
});
