import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VirtualRows } from './virtual-rows';

const items = Array.from({ length: 100 }, (_, index) => ({ key: `row${index}`, label: `Row ${index}` }));

describe('VirtualRows', () => {
  it('lays out and paints each row on its own, so that a hit test passes the rows the point is not in', () => {
    const { container } = render(
      <VirtualRows items={items} estimateSize={() => 57} render={(item) => <p>{item.label}</p>} />,
    );
    const rows = [...container.querySelectorAll<HTMLElement>('[data-index]')];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.style.contain).toBe('layout style paint');
  });
});
