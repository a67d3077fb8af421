import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { useSiteDateFormat } from './use-site-date-format';

function Stamp({ use }: { use: 'date' | 'time' | 'dateTime' }) {
  return <p>{useSiteDateFormat()('2026-03-05T21:07:09Z', use)}</p>;
}

const client = () => new QueryClient();

describe('useSiteDateFormat: dates as the site configures them', () => {
  it('writes the default patterns of the contract', () => {
    renderInApp(<Stamp use="dateTime" />, client());
    expect(screen.getByText('05.03.2026 21:07')).toBeTruthy();
  });

  it("follows a site's own patterns", () => {
    const date_time_patterns = { date: 'MM/dd/yyyy', time: 'h:mm a', dateTime: 'MM/dd/yyyy h:mm a' };
    renderInApp(<Stamp use="time" />, client(), { date_time_patterns });
    expect(screen.getByText('9:07 PM')).toBeTruthy();
  });
});
