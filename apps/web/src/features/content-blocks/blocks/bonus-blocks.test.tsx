import { ContentBlock } from '@sportsbook/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchSession, resetSessionForTests } from '@/platform/session';
import { profileFixture } from '@/platform/session/testing/player-fixtures';
import { freebetFixture } from '@/testing/bonus-fixtures';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import { BonusesBlock, PromocodeBlock } from './bonus-blocks';
import { PredictionBlock } from './prediction-block';

const signIn = () =>
  act(() => {
    dispatchSession({ type: 'bearer', bearer: 'b' });
    dispatchSession({ type: 'player-loaded', profile: profileFixture, compPoints: 0, statusGroups: [] });
  });

const prediction = ContentBlock.parse({
  type: 'prediction',
  id: 'derby',
  prediction_id: 5,
  title: 'Who wins the derby?',
  options: [
    { key: 'home', label: 'Home side' },
    { key: 'draw', label: 'Draw' },
    { key: 'away', label: 'Away side' },
  ],
}) as Extract<ContentBlock, { type: 'prediction' }>;

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetSessionForTests());
});

describe('prediction block (SPEC §2.7, §7 GET/POST /vote)', () => {
  it('a player picks an answer and saves it; the saved pick is shown and can be changed', async () => {
    const saved: unknown[] = [];
    mockApi([
      [/\/vote\?prediction_id=5/, () => ({ body: null })],
      [
        /\/vote$/,
        (_url, init) => {
          const body = JSON.parse(String(init!.body)) as { prediction_id: number; data: object };
          saved.push(body);
          return { body: { ...body, created_at: new Date().toISOString() } };
        },
      ],
    ]);
    signIn();
    renderInApp(<PredictionBlock block={prediction} />);
    expect(screen.getByRole('heading', { name: 'Who wins the derby?' })).toBeTruthy();
    const draw = await screen.findByRole('radio', { name: 'Draw' });
    await waitFor(() => expect((draw as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(draw);
    fireEvent.click(screen.getByRole('button', { name: 'Save my prediction' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your prediction: Draw'));
    expect(saved).toEqual([{ prediction_id: 5, data: { choice: 'draw' } }]);
    expect(screen.getByRole('button', { name: 'Change my prediction' })).toHaveProperty('disabled', true);
  });

  it('a visitor is asked to sign in, and a block without answers draws nothing', () => {
    act(() => dispatchSession({ type: 'not-logged-in' }));
    const { unmount } = renderInApp(<PredictionBlock block={prediction} />);
    expect(screen.getByText('Sign in to make your prediction.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    unmount();
    const { container } = renderInApp(<PredictionBlock block={{ ...prediction, options: [] }} />);
    expect(container.textContent).toBe('');
  });
});

describe('bonuses and promocode blocks (SPEC §2.7)', () => {
  it('the bonuses block shows the player’s bonuses of its types as cards, with a link to the promotions', async () => {
    mockApi([
      [
        /\/bonuses\?available=true/,
        () => ({
          body: { data: [freebetFixture] },
        }),
      ],
    ]);
    signIn();
    const block = ContentBlock.parse({ type: 'bonuses', id: 'mine', bonus_types: ['freebet'] });
    renderInApp(<BonusesBlock block={block as Extract<ContentBlock, { type: 'bonuses' }>} />);
    expect(screen.getByRole('heading', { name: 'Your bonuses' })).toBeTruthy();
    expect((await screen.findByTestId('bonus-card')).textContent).toContain('Promo freebet');
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/promotions');
  });

  it('the promocode block gives a player the form and a visitor a call to sign in', () => {
    const block = ContentBlock.parse({ type: 'promocode', id: 'code' }) as Extract<
      ContentBlock,
      { type: 'promocode' }
    >;
    act(() => dispatchSession({ type: 'not-logged-in' }));
    const { unmount } = renderInApp(<PromocodeBlock block={block} />);
    expect(screen.getByRole('heading', { name: 'Promo code' })).toBeTruthy();
    expect(screen.getByText('Sign in to redeem a promo code.')).toBeTruthy();
    unmount();
    signIn();
    renderInApp(<PromocodeBlock block={block} />);
    expect(screen.getByRole('form', { name: 'Promo code' })).toBeTruthy();
  });
});
