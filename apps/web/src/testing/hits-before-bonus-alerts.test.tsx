import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BonusAlertsRoot } from '@/features/bonus-alerts/bonus-alerts-root';
import { resetSessionForTests } from '@/platform/session';
import { freebetFixture } from '@/testing/bonus-fixtures';
import { renderAsPlayerWithRealtime } from '@/testing/render-as-player';
import { mockApi } from '@/testing/render-in-app';
import { resetHandledHitsForTests } from '@/features/jackpots/api/use-hit-announcer';
import { JackpotRoot } from '@/features/jackpots/components/jackpot-root';
import { hitFixture, jackpotFixture, WithJackpotsFlag } from '@/features/jackpots/testing/jackpot-fixtures';

/** Both alerts of a player who has an unseen freebet and an unseen jackpot hit; the hits answer after `hitsMs`. */
function setup(hitsMs: number) {
  const opened: string[] = [];
  let hits = [hitFixture(301)];
  let bonuses = [freebetFixture];
  mockApi([
    [
      /\/jackpot-hits/,
      async () => {
        await new Promise((resolve) => setTimeout(resolve, hitsMs));
        return { body: { data: hits } };
      },
    ],
    [
      /\/jackpots$/,
      () => ({ body: { data: [jackpotFixture({ mini: 5_000, major: 50_000, grand: 500_000 })] } }),
    ],
    [/\/bonuses\?.*unseen=true/, () => ({ body: { data: bonuses } })],
    [
      /\/bonuses\/mark-as-seen/,
      (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { id: number; type: string }[];
        for (const item of body) opened.push(`${item.type}:${item.id}`);
        hits = hits.filter((hit) => !body.some((item) => item.type === 'jackpot' && item.id === hit.id));
        bonuses = bonuses.filter((bonus) => !body.some((item) => item.id === bonus.id));
        return { body: { ok: true } };
      },
    ],
  ]);
  renderAsPlayerWithRealtime(
    // NOTE: bonus alerts without a delay, so only the order rule can put the hit (shown after 1 s) first.
    <WithJackpotsFlag on config={{ bonus_alerts: { enabled: true, delay_ms: 0 } }}>
      <BonusAlertsRoot />
      <JackpotRoot />
    </WithJackpotsFlag>,
  );
  return { opened };
}

afterEach(() => {
  act(() => resetSessionForTests());
  resetHandledHitsForTests();
  vi.unstubAllGlobals();
});

describe('jackpot hits are shown first (SPEC §4)', () => {
  it('when a hit and a bonus both wait, the hit alert shows first and the bonus alert after it', async () => {
    const { opened } = setup(300);
    const hit = await screen.findByRole('dialog', { name: 'Jackpot hit!' }, { timeout: 3_000 });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(hit).getByTestId('jackpot-hit-amount').textContent).toBe('€52.34');
    fireEvent.click(within(hit).getByRole('button', { name: 'Collect' }));
    const bonus = await screen.findByRole('dialog', { name: 'You have a freebet' }, { timeout: 3_000 });
    expect(within(bonus).getByTestId('bonus-card').textContent).toContain('Promo freebet');
    await waitFor(() => expect(opened).toEqual(['jackpot:301', 'freebet:41']));
  });

  it('the bonus alert waits for a hit list that is slow to answer', async () => {
    const { opened } = setup(800);
    await screen.findByRole('dialog', { name: 'Jackpot hit!' }, { timeout: 4_000 });
    expect(screen.queryByRole('dialog', { name: 'You have a freebet' })).toBeNull();
    expect(opened).toEqual(['jackpot:301']);
  });
});
