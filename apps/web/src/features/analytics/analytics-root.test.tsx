import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTracking } from '@/features/account';
import { CONSENT_COOKIE, giveConsent } from '@/features/consent';
import { AnalyticsRoot } from './analytics-root';

let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const layer = () => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? [];
const named = (name: string) => layer().filter((entry) => entry.event === name);

describe('AnalyticsRoot', () => {
  beforeEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
    localStorage.clear();
    pathname = '/';
  });

  it('pushes nothing before consent, then the page views and the captured tracking parameters once', () => {
    storeTracking({ gclid: 'g-1', btag: 'b-1' });
    const { rerender } = render(<AnalyticsRoot />);
    expect(named('page_view')).toEqual([]);
    expect(named('tracking_parameters')).toEqual([]);

    act(() => giveConsent());
    expect(named('page_view')).toEqual([expect.objectContaining({ page_path: '/' })]);
    expect(named('tracking_parameters')).toEqual([
      { event: 'tracking_parameters', gclid: 'g-1', btag: 'b-1' },
    ]);

    pathname = '/live';
    rerender(<AnalyticsRoot />);
    expect(named('page_view').map((entry) => (entry as unknown as { page_path: string }).page_path)).toEqual([
      '/',
      '/live',
    ]);

    // a capture that brings nothing new is not pushed again; a new one is
    act(() => storeTracking({ gclid: 'g-1' }));
    expect(named('tracking_parameters')).toHaveLength(1);
    act(() => storeTracking({ gclid: 'g-2' }));
    expect(named('tracking_parameters')).toHaveLength(2);
  });
});
