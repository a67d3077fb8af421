import { SiteDocument, privateUserChannel } from '@sportsbook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeConfigProvider } from '@/platform/config/runtime-config-provider';
import { fakeRealtimeClient } from '@/platform/realtime/fake-client';
import { RealtimeProvider } from '@/platform/realtime';
import { SiteProvider } from '@/platform/site/site-provider';
import { freebetFixture } from '@/testing/bonus-fixtures';
import { TEST_API, mockApi } from '@/testing/render-in-app';
import { ToastProvider } from '@/ui';
import messages from '../../../messages/en.json';
import { useBonusToasts } from './use-bonus-toasts';

const freebet = freebetFixture;

function Toasts({ viewer }: { viewer: number | null }) {
  useBonusToasts(viewer);
  return null;
}

function setup(bonusToasts: Record<string, boolean> = {}) {
  const site = SiteDocument.parse({
    config: {
      id: 'test',
      name: 'Test',
      logo: { src: '/logo.svg', alt: 'Test', width: 100, height: 20 },
      locales: [{ code: 'en', nameInLocale: 'English' }],
      bonus_toasts: bonusToasts,
    },
    feature_flags: {},
  });
  const realtime = fakeRealtimeClient();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (viewer: number | null) => (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <RuntimeConfigProvider
        value={{ sportsbookApiUrl: TEST_API, platformApiUrl: TEST_API, realtimeUrl: '', siteId: 'test' }}
      >
        <SiteProvider config={site.config} featureFlags={site.feature_flags}>
          <QueryClientProvider client={client}>
            <ToastProvider closeLabel="Close">
              <RealtimeProvider client={realtime.client}>
                <Toasts viewer={viewer} />
              </RealtimeProvider>
            </ToastProvider>
          </QueryClientProvider>
        </SiteProvider>
      </RuntimeConfigProvider>
    </NextIntlClientProvider>
  );
  const view = render(ui(7));
  const issue = (bonusType: string) =>
    act(() =>
      realtime.hub.subscriptions
        .get(privateUserChannel('en', 7))!
        .publish({ event_name: 'bonus_issued', message: { bonus_id: 41, bonus_type: bonusType } }),
    );
  return { issue, signOut: () => view.rerender(ui(null)) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the bonus toast (SPEC §2.5, §4)', () => {
  it('shows a bonus issued live as "Bonus detail" with its card, and closes when the player signs out', async () => {
    mockApi([[/\/bonuses\?available=true/, () => ({ body: { data: [freebet] } })]]);
    const { issue, signOut } = setup();
    issue('freebet');
    const title = await screen.findByText('Bonus detail');
    const toast = title.closest('[data-type]')!;
    expect(toast.textContent).toContain('Promo freebet€5.00 · Freebet (stake returned)');
    expect(toast.querySelector('button[aria-label="Close"]')).not.toBeNull();
    signOut();
    await waitFor(() => expect(screen.queryByText('Bonus detail')).toBeNull());
  });

  it('shows nothing for a type the site turned toasts off for (bonus_toasts)', async () => {
    const fetchMock = mockApi([[/\/bonuses\?available=true/, () => ({ body: { data: [freebet] } })]]);
    const { issue } = setup({ freebet: false });
    issue('freebet');
    issue('jackpot');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByText('Bonus detail')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
