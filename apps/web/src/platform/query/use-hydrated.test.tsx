import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <span>{useHydrated() ? 'after hydration' : 'server or hydrating'}</span>;
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, so hydration matches the server HTML, and true after', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('server or hydrating');
    const container = document.createElement('div');
    container.innerHTML = html;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('after hydration');
  });
});
