import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/platform/session';
import { renderAsPlayerWithRealtime } from '@/testing/render-as-player';
import { mockApi } from '@/testing/render-in-app';
import { resetHandledHitsForTests } from './api/use-hit-announcer';
import { JackpotRoot } from './components/jackpot-root';
import { HIT_SHOW_DELAY_MS } from './hit-queue';
import { hitFixture, jackpotFixture, WithJackpotsFlag } from './testing/jackpot-fixtures';

function setup(unseen: () => ReturnType<typeof hitFixture>[], flag = true) {
  const seen: string[] = [];
  const hitQueries: string[] = [];
  const fetchMock = mockApi([
    [
      /\/jackpot-hits/,
      (url) => {
        hitQueries.push(url.search);
        return { body: { data: unseen() } };
      },
    ],
    [
      /\/jackpots$/,
      () => ({ body: { data: [jackpotFixture({ mini: 5_000, major: 50_000, grand: 500_000 })] } }),
    ],
    [
      /\/bonuses\/mark-as-seen/,
      (_url, init) => {
        seen.push(String(init?.body));
        return { body: { ok: true } };
      },
    ],
  ]);
  const rendered = renderAsPlayerWithRealtime(
    <WithJackpotsFlag on={flag}>
      <JackpotRoot />
    </WithJackpotsFlag>,
  );
  return { seen, hitQueries, fetchMock, ...rendered };
}

afterEach(() => {
  act(() => resetSessionForTests());
  resetHandledHitsForTests();
  vi.unstubAllGlobals();
});

describe('the jackpot hit alert (SPEC §2.5, §4)', () => {
  it('asks for the player’s unseen hits, approved or paid, a page of 10', async () => {
    const { hitQueries } = setup(() => []);
    await waitFor(() => expect(hitQueries.length).toBeGreaterThan(0));
    const query = new URLSearchParams(hitQueries[0]);
    expect(Object.fromEntries(query)).toEqual({
      limit: '10',
      status: 'approved,paid',
      for_user: 'true',
      unseen: 'true',
    });
  });

  it('shows an unseen hit one second after detecting it, describes the win, and marks it seen', async () => {
    const { seen } = setup(() => [hitFixture(11)]);
    const detectedAt = Date.now();
    const dialog = await screen.findByRole('dialog', { name: 'Jackpot hit!' }, { timeout: 3_000 });
    expect(Date.now() - detectedAt).toBeGreaterThanOrEqual(HIT_SHOW_DELAY_MS - 50);
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe(
      'Your bet won €52.34 from the Mini level of Mega Jackpot. It has been added to your balance.',
    );
    await waitFor(() => expect(seen).toEqual(['[{"id":11,"type":"jackpot"}]']));
  });

  it('announces a hit once, even when refetches bring it back before the server recorded it seen', async () => {
    const { seen, queryClient } = setup(() => [hitFixture(12)]);
    await screen.findByRole('dialog', { name: 'Jackpot hit!' }, { timeout: 3_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Collect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2_000 });
    await act(() => queryClient.refetchQueries({ queryKey: ['jackpots', 'hits'] }));
    await act(() => new Promise((resolve) => setTimeout(resolve, HIT_SHOW_DELAY_MS + 300)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen).toHaveLength(1);
  });

  it('shows two hits one after the other, oldest first', async () => {
    setup(() => [
      hitFixture(22, { created_at: '2026-11-27T00:09:00.000Z' }),
      hitFixture(21, { amount: 7_000 }),
    ]);
    const first = await screen.findByRole('dialog', { name: 'Jackpot hit!' }, { timeout: 3_000 });
    expect(first.textContent).toContain('€70.00');
    fireEvent.click(screen.getByRole('button', { name: 'Collect' }));
    const next = await screen.findByText('€52.34', {}, { timeout: 4_000 });
    expect(next.closest('[role="dialog"]')?.textContent).not.toContain('€70.00');
  });

  it('looks for hits at once when the player’s channel says a jackpot was paid', async () => {
    let hits: ReturnType<typeof hitFixture>[] = [];
    const { publish, hitQueries } = setup(() => hits);
    await waitFor(() => expect(hitQueries.length).toBe(1));
    hits = [hitFixture(31)];
    await waitFor(() =>
      expect(() =>
        publish({ event_name: 'bonus_issued', message: { bonus_id: 31, bonus_type: 'jackpot' } }),
      ).not.toThrow(),
    );
    expect(await screen.findByRole('dialog', { name: 'Jackpot hit!' }, { timeout: 3_000 })).toBeTruthy();
  });

  it('becomes the "jackpot hit" toast card when another dialog is open, and is marked seen', async () => {
    document.body.classList.add('modal-open');
    try {
      const { seen } = setup(() => [hitFixture(51)]);
      expect(await screen.findByText('Jackpot hit', {}, { timeout: 3_000 })).toBeTruthy();
      expect(screen.getByTestId('jackpot-hit-card').textContent).toContain('€52.34');
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(seen).toEqual(['[{"id":51,"type":"jackpot"}]']));
    } finally {
      document.body.classList.remove('modal-open');
    }
  });

  it('does nothing with the jackpots flag off', async () => {
    const { fetchMock } = setup(() => [hitFixture(41)], false);
    await act(() => new Promise((resolve) => setTimeout(resolve, HIT_SHOW_DELAY_MS + 300)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
