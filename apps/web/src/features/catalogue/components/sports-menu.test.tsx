import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import { SportsMenu } from './sports-menu';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SportsMenu', () => {
  it("labels the menu without a heading: the side column precedes the page's h1 (issue 15)", () => {
    mockApi([]);
    renderInApp(<SportsMenu />);
    expect(screen.getByRole('navigation', { name: 'Sports' })).toBeTruthy();
    expect(screen.getByText('All sports')).toBeTruthy();
    expect(screen.queryAllByRole('heading')).toEqual([]);
  });
});
