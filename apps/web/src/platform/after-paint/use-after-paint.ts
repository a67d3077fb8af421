import { useEffect, useState } from 'react';
import { useOnDemand } from '@/ui/load-on-demand';
import type { OnDemandModule } from '@/ui/load-on-demand';
import { whenIdle } from './when-idle';

/**
 * A module that draws nothing at the first paint, fetched once the page has hydrated, at its first idle moment
 * (at the latest 3 s after), so that it is neither in the page's first load nor named in its HTML, and its
 * fetch and its first render come after React's hydration work, not in it (issue 25, docs/decisions/0041).
 * Null until it has arrived; there on the first render once it has.
 */
export function useAfterPaint<M>(source: OnDemandModule<M>): M | null {
  const [idle, setIdle] = useState(() => source.current() !== null);
  useEffect(() => {
    if (idle) return;
    return whenIdle(() => setIdle(true));
  }, [idle]);
  return useOnDemand(source, idle);
}
