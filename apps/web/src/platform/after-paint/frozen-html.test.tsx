import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FrozenHtml } from './frozen-html';

function Menu({ onTap }: { onTap?: () => void }) {
  return (
    <nav>
      <a href="#football">Football</a>
      <button type="button" onClick={onTap}>
        Sports
      </button>
    </nav>
  );
}

describe('FrozenHtml (decision 0043)', () => {
  it('keeps the server HTML of a frozen part through hydration, without its code and without an error', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <FrozenHtml frozen={false}>
        <Menu />
      </FrozenHtml>,
    );
    document.body.append(container);
    const errors = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <FrozenHtml frozen>{null}</FrozenHtml>, {
        onRecoverableError: errors,
      });
    });
    expect(container.querySelector('a')?.getAttribute('href')).toBe('#football');
    expect(container.textContent).toBe('FootballSports');
    expect(errors).not.toHaveBeenCalled();

    // Unfrozen (the window crossed the breakpoint), the part is drawn with its code and answers.
    const onTap = vi.fn();
    await act(async () =>
      root?.render(
        <FrozenHtml frozen={false}>
          <Menu onTap={onTap} />
        </FrozenHtml>,
      ),
    );
    expect(container.querySelectorAll('nav')).toHaveLength(1);
    container.querySelector('button')?.click();
    expect(onTap).toHaveBeenCalledTimes(1);
    await act(async () => root?.unmount());
    container.remove();
  });
});
