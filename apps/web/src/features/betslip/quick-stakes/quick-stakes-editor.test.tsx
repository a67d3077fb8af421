import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchSession, resetSessionForTests } from '@/platform/session';
import { accountsFixture, profileFixture } from '@/platform/session/testing/player-fixtures';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import { slipSettings } from '../testing/slip-fixtures';
import { QuickStakesEditor } from './quick-stakes-editor';
import { useQuickStakes } from './use-quick-stakes';
import { resetVisitorQuickStakesForTests, VISITOR_QUICK_STAKES_KEY } from './visitor-quick-stakes';

/** The editor with the quick stakes it keeps, as the slip's chips read them. */
function EditorAndChips() {
  const { stakes } = useQuickStakes();
  return (
    <>
      <QuickStakesEditor currency="EUR" subunits={2} />
      <output data-testid="chips">{stakes.join(',')}</output>
    </>
  );
}

function serveSettings(onSave?: (body: unknown) => { status?: number; body: unknown }) {
  const saved: unknown[] = [];
  mockApi([
    [
      /\/settings$/,
      (_url, init) => {
        if (init?.method !== 'POST') return { body: slipSettings };
        const body = JSON.parse(String(init.body)) as { stakes: number[] };
        saved.push(body);
        return onSave?.(body) ?? { body: { ...slipSettings, stakes: body.stakes } };
      },
    ],
  ]);
  return saved;
}

function signIn() {
  act(() => {
    dispatchSession({ type: 'bearer', bearer: 'bearer-1' });
    dispatchSession({ type: 'player-loaded', profile: profileFixture, compPoints: 0, statusGroups: [] });
    dispatchSession({ type: 'accounts', accounts: accountsFixture });
  });
}

async function openEditor() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.getAllByRole('textbox');
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetVisitorQuickStakesForTests();
  act(() => resetSessionForTests());
});

describe('QuickStakesEditor (SPEC §3 Settings stakes)', () => {
  it('offers one field per quick stake up to the site’s count, filled with the current ones', async () => {
    signIn();
    serveSettings();
    renderInApp(<EditorAndChips />, undefined, { quick_stakes_count: 3 });
    const fields = await openEditor();
    expect(fields.map((field) => (field as HTMLInputElement).value)).toEqual(['5.00', '10.00', '']);
    await waitFor(() => expect(document.activeElement).toBe(fields[0]));
    expect(screen.getByRole('button', { name: 'Edit' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('refuses an amount below the minimum stake, names it at its field and focuses it, sending nothing', async () => {
    signIn();
    const saved = serveSettings();
    renderInApp(<EditorAndChips />);
    const fields = await openEditor();
    fireEvent.change(fields[2]!, { target: { value: '0.05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The smallest stake is €0.10.')).toBeTruthy();
    expect(fields[2]!.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(fields[2]));
    expect(saved).toEqual([]);
  });

  it('saves a player’s quick stakes to the account and the chips follow; focus returns to Edit', async () => {
    signIn();
    const saved = serveSettings();
    renderInApp(<EditorAndChips />);
    const fields = await openEditor();
    // 7 EUR = 700 cents; the emptied second field is removed.
    fireEvent.change(fields[1]!, { target: { value: '' } });
    fireEvent.change(fields[2]!, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Quick stakes saved.')).toBeTruthy();
    expect(saved).toEqual([{ stakes: [500, 700] }]);
    expect(screen.getByTestId('chips').textContent).toBe('500,700');
    expect(screen.queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' })));
  });

  it('keeps the form and tells the player when the account refuses the change', async () => {
    signIn();
    serveSettings(() => ({ status: 503, body: { code: 'unavailable', message: 'down' } }));
    renderInApp(<EditorAndChips />);
    const fields = await openEditor();
    fireEvent.change(fields[2]!, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your quick stakes could not be saved. Please try again.')).toBeTruthy();
    expect((screen.getAllByRole('textbox')[2] as HTMLInputElement).value).toBe('20');
    expect(screen.getByTestId('chips').textContent).toBe('500,1000');
  });

  it('keeps a visitor’s quick stakes on the device, not in an account', async () => {
    act(() => dispatchSession({ type: 'not-logged-in' }));
    const saved = serveSettings();
    renderInApp(<EditorAndChips />);
    const fields = await openEditor();
    fireEvent.change(fields[0]!, { target: { value: '2,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('chips').textContent).toBe('250,1000'));
    expect(JSON.parse(localStorage.getItem(VISITOR_QUICK_STAKES_KEY)!)).toEqual([250, 1000]);
    expect(saved).toEqual([]);
  });

  it('closes on Escape without keeping the edit', async () => {
    signIn();
    serveSettings();
    renderInApp(<EditorAndChips />);
    const fields = await openEditor();
    fireEvent.change(fields[0]!, { target: { value: '99' } });
    fireEvent.keyDown(fields[0]!, { key: 'Escape' });
    expect(screen.queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' })));
    expect(screen.getByTestId('chips').textContent).toBe('500,1000');
  });
});
