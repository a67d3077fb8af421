import { describe, expect, it } from 'vitest';
import { ContentPage, ContentPages } from './content-pages';

const section = (id: string) => ({ id, title: `Section ${id}`, html: '<p>Text</p>' });

describe('ContentPage', () => {
  it('keeps a page with its sections in order', () => {
    const page = ContentPage.parse({ title: 'Rules', sections: [section('stakes'), section('settlement')] });
    expect(page.sections.map((s) => s.id)).toEqual(['stakes', 'settlement']);
    expect(page.lead).toBe('');
  });

  it('refuses two sections with one anchor: the table of contents would lead to the first twice', () => {
    expect(ContentPage.safeParse({ title: 'Rules', sections: [section('a'), section('a')] }).success).toBe(
      false,
    );
  });

  it('refuses an anchor that is not a plain slug', () => {
    expect(ContentPage.safeParse({ title: 'Rules', sections: [section('a b"')] }).success).toBe(false);
  });
});

describe('ContentPages', () => {
  it('knows only the content pages of the spec', () => {
    const page = { title: 'About', sections: [section('who')] };
    expect(ContentPages.safeParse({ about: { en: page } }).success).toBe(true);
    expect(ContentPages.safeParse({ careers: { en: page } }).success).toBe(false);
  });
});
