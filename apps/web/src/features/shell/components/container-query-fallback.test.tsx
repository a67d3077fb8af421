import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const polyfillLoaded = vi.fn();
vi.mock('container-query-polyfill', () => {
  polyfillLoaded();
  return {};
});

afterEach(() => {
  vi.unstubAllGlobals();
  polyfillLoaded.mockClear();
  vi.resetModules();
});

describe('ContainerQueryFallback', () => {
  it('loads nothing when the browser supports container queries', async () => {
    vi.stubGlobal('CSS', { supports: () => true });
    const { ContainerQueryFallback } = await import('./container-query-fallback');
    render(<ContainerQueryFallback />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(polyfillLoaded).not.toHaveBeenCalled();
  });

  it('loads the polyfill when the browser lacks container queries', async () => {
    vi.stubGlobal('CSS', { supports: () => false });
    const { ContainerQueryFallback } = await import('./container-query-fallback');
    render(<ContainerQueryFallback />);
    await vi.waitFor(() => expect(polyfillLoaded).toHaveBeenCalled());
  });
});
