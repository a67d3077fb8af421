import { describe, expect, it } from 'vitest';
import { catalogueLangFor } from './catalogue-lang';

describe('catalogueLangFor (WCAG 3.1.2: English catalogue names on other-language pages)', () => {
  it('marks the names en on a page in another language', () => {
    expect(catalogueLangFor('ar')).toBe('en');
    expect(catalogueLangFor('de-AT')).toBe('en');
  });

  it('adds nothing on an English page, whatever its region', () => {
    expect(catalogueLangFor('en')).toBeUndefined();
    expect(catalogueLangFor('en-AU')).toBeUndefined();
  });
});
