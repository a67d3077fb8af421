import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SportFilter } from './sport-filter';

describe('SportFilter', () => {
  it("marks a catalogue sport name with its language, and not the page's own 'all' label", () => {
    render(
      <SportFilter
        label="Sports"
        allLabel="الكل"
        options={[{ key: 'football', label: 'Football', count: 14, lang: 'en' }]}
        total={14}
        selected="all"
        onSelect={() => {}}
      />,
    );
    expect(screen.getByText('Football').getAttribute('lang')).toBe('en');
    expect(screen.getByText('الكل').hasAttribute('lang')).toBe(false);
  });
});
