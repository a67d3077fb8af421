'use client';

import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, ReactNode } from 'react';

/**
 * Each row is laid out and painted on its own. NOTE: every row is a transformed layer, and a hit test (four or
 * five per tap: pointer down and up, the hover after each layout) looked into every row's buttons and labels
 * when the row did not clip them; with paint containment it passes a row the point is not in. On the live
 * board (42 rows, 300 live matches, 4× slowdown) `elementFromPoint` over an odds button took 0.82–1.46 ms
 * without, 0.49–0.64 ms with (issue 25). A row draws nothing outside its box, so the clip changes nothing seen.
 */
const ROW_CONTAINMENT = 'layout style paint';

/**
 * Rows of a long list, of which only those near the viewport are in the page (the window scrolls, so the
 * virtualizer follows the window). The server renders the first screen, so first paint has content.
 * NOTE: keyboard users Tab through links and buttons, and a row that is not rendered cannot take focus; so as
 * soon as focus enters the list by keyboard every row is rendered, and Tab reaches them all in order.
 */
export function VirtualRows<T extends { key: string }>({
  items,
  estimateSize,
  render,
}: {
  items: readonly T[];
  estimateSize: (item: T) => number;
  render: (item: T) => ReactNode;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [renderAll, setRenderAll] = useState(false);
  useLayoutEffect(() => {
    setScrollMargin((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (index) => estimateSize(items[index]!),
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => items[index]!.key,
    initialRect: { width: 1280, height: 1000 },
  });

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    if (event.target.matches(':focus-visible')) setRenderAll(true);
  }

  if (renderAll) {
    return (
      <div ref={listRef}>
        {items.map((item) => (
          <div key={item.key}>{render(item)}</div>
        ))}
      </div>
    );
  }
  const rows = virtualizer.getVirtualItems();
  return (
    <div
      ref={listRef}
      onFocus={onFocus}
      style={{ position: 'relative', blockSize: virtualizer.getTotalSize() }}
      data-testid="virtual-list"
    >
      {rows.map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={{
            position: 'absolute',
            insetInlineStart: 0,
            insetBlockStart: 0,
            inlineSize: '100%',
            transform: `translateY(${row.start - scrollMargin}px)`,
            contain: ROW_CONTAINMENT,
          }}
        >
          {render(items[row.index]!)}
        </div>
      ))}
    </div>
  );
}
