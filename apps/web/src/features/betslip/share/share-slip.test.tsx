import { newSlipBet } from '@sportsbook/betting';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import { selectionOf } from '../testing/slip-fixtures';
import { ShareSlip } from './share-slip';

const EUR = { currency: 'EUR', subunits: 2 };
const combo = (stake: number) => newSlipBet('combo', [selectionOf(1), selectionOf(2, 2)], EUR, stake);

afterEach(() => vi.unstubAllGlobals());

describe('ShareSlip', () => {
  it('waits for a stake on every bet before it shares', () => {
    renderInApp(<ShareSlip bets={[combo(0)]} disabled={false} />);
    expect((screen.getByRole('button', { name: 'Share' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Enter a stake for each bet to share the slip.')).toBeTruthy();
  });

  it('shares the bets and shows the code and the locale link, each copied with a confirmation', async () => {
    const bodies: unknown[] = [];
    mockApi([
      [
        /\/api\/v3\/bets\/share-code$/,
        (_url, init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return { body: { code: 'AB12CD34', url: 'http://web.test/?betcode=AB12CD34' } };
        },
      ],
    ]);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderInApp(<ShareSlip bets={[combo(1000)]} disabled={false} />);

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const code = (await screen.findByTestId('share-code')) as HTMLInputElement;
    expect(code.value).toBe('AB12CD34');
    const link = screen.getByTestId('share-link') as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/?betcode=AB12CD34`);
    expect(bodies).toEqual([
      {
        bets: [
          {
            stake: { value: 1000, currency: 'EUR' },
            selections: [
              { match_id: 1, market_id: 1, specifier: '', outcome_id: 1, odds: 2 },
              { match_id: 2, market_id: 1, specifier: '', outcome_id: 3, odds: 2.9 },
            ],
          },
        ],
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(link.value);
  });
});
