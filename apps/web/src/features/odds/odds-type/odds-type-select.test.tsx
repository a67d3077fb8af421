import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import messages from '../../../../messages/en.json';
import { ODDS_TYPE_STORAGE_KEY, getOddsType, resetOddsTypeForTests, setOddsType } from './odds-type-store';
import { OddsTypeSelect } from './odds-type-select';

afterEach(() => {
  localStorage.clear();
  resetOddsTypeForTests();
});

function renderSelect(available?: Parameters<typeof OddsTypeSelect>[0]['available']) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <OddsTypeSelect available={available} />
    </NextIntlClientProvider>,
  );
}

describe('odds type', () => {
  it('keeps the chosen odds type in local storage under its documented key', () => {
    setOddsType('american');
    expect(localStorage.getItem(ODDS_TYPE_STORAGE_KEY)).toBe('american');
    resetOddsTypeForTests();
    expect(getOddsType()).toBe('american');
  });

  it('falls back to decimal odds when the stored value is not an odds type', () => {
    localStorage.setItem(ODDS_TYPE_STORAGE_KEY, 'roman');
    expect(getOddsType()).toBe('european');
  });

  it('offers every odds type in a labelled select and applies the choice', async () => {
    renderSelect();
    const select = screen.getByRole('combobox', { name: 'Odds format' }) as HTMLSelectElement;
    expect(screen.getAllByRole('option')).toHaveLength(7);
    await userEvent.selectOptions(select, 'Fractional');
    expect(getOddsType()).toBe('british');
    expect(select.value).toBe('british');
  });

  it('offers only the types the settings make available', () => {
    renderSelect(['european', 'american']);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Decimal',
      'American',
    ]);
  });

  it('follows a choice made elsewhere (the settings)', () => {
    renderSelect();
    act(() => setOddsType('hongkong'));
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('hongkong');
  });
});

describe('odds type across tabs', () => {
  it('applies a choice another tab stored', () => {
    renderSelect();
    localStorage.setItem(ODDS_TYPE_STORAGE_KEY, 'malaysian');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: ODDS_TYPE_STORAGE_KEY }));
    });
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('malaysian');
  });
});
