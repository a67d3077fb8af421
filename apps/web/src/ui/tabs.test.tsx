import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const tabs = [
  { key: 'main', label: 'Main' },
  { key: 'goals', label: 'Goals' },
  { key: 'halves', label: 'Halves' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<(typeof tabs)[number]['key']>('main');
  return (
    <Tabs label="Market groups" tabs={tabs} selected={selected} onSelect={setSelected}>
      Panel of {selected}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('keeps only the selected tab in the tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'Main' }).tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Goals' }).tabIndex).toBe(-1);
  });

  it('moves and selects with the arrow keys, wrapping around', () => {
    render(<Harness />);
    const list = () => screen.getByRole('tab', { selected: true });
    fireEvent.keyDown(list(), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Goals' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Goals' }));
    fireEvent.keyDown(list(), { key: 'ArrowLeft' });
    fireEvent.keyDown(list(), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Halves' }).getAttribute('aria-selected')).toBe('true');
  });

  it('jumps to the ends with Home and End', () => {
    render(<Harness />);
    const list = () => screen.getByRole('tab', { selected: true });
    fireEvent.keyDown(list(), { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel of halves');
    fireEvent.keyDown(list(), { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel of main');
  });

  it('selects a tab on click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Goals' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel of goals');
  });
});
