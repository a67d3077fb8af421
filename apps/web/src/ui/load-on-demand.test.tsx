import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, useOnDemand } from './load-on-demand';

describe('onDemand', () => {
  it('fetches the chunk once, however often it is asked for, and keeps it', async () => {
    const chunk = { name: 'dialog' };
    const importModule = vi.fn(() => Promise.resolve(chunk));
    const code = onDemand(importModule);
    expect(code.current()).toBeNull();
    expect(importModule).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect(first).toBe(chunk);
    expect(second).toBe(chunk);
    expect(await code.load()).toBe(chunk);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(code.current()).toBe(chunk);
  });

  it('fetches again after a failed fetch', async () => {
    const chunk = { name: 'menu' };
    const importModule = vi
      .fn<() => Promise<typeof chunk>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(chunk);
    const code = onDemand(importModule);
    await expect(code.load()).rejects.toThrow('ChunkLoadError');
    expect(code.current()).toBeNull();
    expect(await code.load()).toBe(chunk);
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});

describe('useOnDemand', () => {
  it('fetches nothing until the chunk is wanted, then draws with it', async () => {
    const chunk = { name: 'dialog' };
    const importModule = vi.fn(() => Promise.resolve(chunk));
    const code = onDemand(importModule);
    const { result, rerender } = renderHook(({ wanted }) => useOnDemand(code, wanted), {
      initialProps: { wanted: false },
    });
    expect(result.current).toBeNull();
    expect(importModule).not.toHaveBeenCalled();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).toBe(chunk));
  });

  it('has the chunk on its first render once it was fetched', async () => {
    const chunk = { name: 'menu' };
    const code = onDemand(() => Promise.resolve(chunk));
    await code.load();
    const { result } = renderHook(() => useOnDemand(code, false));
    expect(result.current).toBe(chunk);
  });
});
