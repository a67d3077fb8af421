'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/** Room kept between the current section and the edges of the bar, wider than the end fade (`--space-6`). */
const EDGE_PX = 40;

/**
 * The header's section bar, the island that scrolls it: when the bar scrolls sideways (narrow screens), the
 * current section is brought into view, clear of the fade at its end edge; only the bar scrolls, never the page.
 * Its links are drawn by the server (decision 0042).
 */
export function SectionNav({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const navRef = useRef<HTMLElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector('[aria-current="page"], [data-active="true"]');
    if (!nav || !current) return;
    const bar = nav.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    if (item.left < bar.left + EDGE_PX) nav.scrollLeft -= bar.left + EDGE_PX - item.left;
    else if (item.right > bar.right - EDGE_PX) nav.scrollLeft += item.right - (bar.right - EDGE_PX);
  }, [pathname]);

  return (
    <nav ref={navRef} aria-label={label} className={className}>
      {children}
    </nav>
  );
}
