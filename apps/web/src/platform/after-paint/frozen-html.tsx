import type { ReactNode } from 'react';

// NOTE: `display: contents`, so the wrapper neither boxes nor moves what the server drew inside it.
const WRAPPER_STYLE = { display: 'contents' } as const;

/**
 * A part of the server's HTML kept as it is by a browser that has not fetched its code (decision 0043): on the
 * server (`frozen` false) the wrapper holds what `children` draws; in the browser, while `frozen`, React hydrates
 * the wrapper alone and leaves its content to the server's HTML (an element with `dangerouslySetInnerHTML` has
 * no children to compare), so a part that screen hides is neither fetched nor waited for. Unfrozen, the part is
 * drawn anew in a fresh wrapper (another key), as a client render.
 */
export function FrozenHtml({ frozen, children }: { frozen: boolean; children: ReactNode }) {
  if (frozen)
    return (
      <div
        key="frozen"
        style={WRAPPER_STYLE}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  return (
    <div key="drawn" style={WRAPPER_STYLE}>
      {children}
    </div>
  );
}
