import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleMatch } from '@/features/odds/testing/odds-fixtures';
import { renderInApp } from '@/testing/render-in-app';
import { MatchList } from './match-list';

describe('MatchList league headings (no jump in heading levels, issue 15)', () => {
  it('are h3 under a section heading by default', () => {
    renderInApp(<MatchList matches={[sampleMatch()]} />);
    expect(screen.getByRole('heading', { name: 'League' }).tagName).toBe('H3');
  });

  it("are h2 when the list sits right under the page's h1 (the schedule)", () => {
    renderInApp(<MatchList matches={[sampleMatch()]} headingLevel={2} />);
    expect(screen.getByRole('heading', { name: 'League' }).tagName).toBe('H2');
  });
});
