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

describe('MatchList match links (label in name, WCAG 2.5.3)', () => {
  it('name a match by the words the row shows, teams and score in order, and no crest initials', () => {
    renderInApp(
      <MatchList matches={[{ ...sampleMatch(), competitors: teams('Falkenau TSV', 'Oberdorf') }]} />,
    );
    const link = screen.getByRole('link', { name: 'Falkenau TSV 0 – Oberdorf 0' });
    expect(link.textContent).not.toContain('FT');
    expect(link.hasAttribute('aria-label')).toBe(false);
  });

  it('leave the score out of the name of a match with none', () => {
    const match = { ...sampleMatch(), competitors: teams('Falkenau TSV', 'Oberdorf') };
    renderInApp(
      <MatchList matches={[{ ...match, statistics: { ...match.statistics, total_score: null } }]} />,
    );
    expect(screen.getByRole('link', { name: 'Falkenau TSV – Oberdorf' })).toBeTruthy();
  });
});

function teams(home: string, away: string) {
  return { home: { id: 1, name: home, logo: null }, away: { id: 2, name: away, logo: null } };
}
