'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { EarlierPageView } from '@/features/analytics/analytics-root';
import { setDepositCountry } from '@/features/deposit/use-deposit-allowed';
import { claimActivityLimit } from '@/features/limits/activity-limit';
import { useAfterPaint } from '@/platform/after-paint/use-after-paint';
import { onDemand } from '@/ui/load-on-demand';

// NOTE: a plain `import()`, not `next/dynamic`: nothing names the chunk in the page's HTML (decision 0031's trap).
export const layoutRootsCode = onDemand(() => import('./layout-roots'));

/**
 * The roots of `LayoutRoots`, mounted after the first paint (issue 25, docs/decisions/0041). Until they arrive
 * it keeps what they would have acted on at once: the edge's country for the header's deposit button, the 401
 * of a reached activity limit (the modal opens when they do), and the pages the visitor left (analytics views
 * them first). A query error alert asked for meanwhile waits in `query-errors.ts`, a deposit prompt in its store.
 */
export function RootsAfterPaint({ countryCode }: { countryCode: string | null }) {
  setDepositCountry(countryCode);
  const roots = useAfterPaint(layoutRootsCode);
  const pathname = usePathname();
  const pages = useRef<EarlierPageView[]>([]);

  useEffect(() => claimActivityLimit(), []);

  useEffect(() => {
    if (layoutRootsCode.current()) return;
    pages.current.push({ path: pathname, title: document.title });
  }, [pathname]);

  if (!roots) return null;
  // NOTE: the page the visitor is on is the analytics root's own first view; the ones before it are not.
  return <roots.LayoutRoots countryCode={countryCode} pagesBefore={pages.current.slice(0, -1)} />;
}
