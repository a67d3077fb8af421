import { useEffect, useState } from 'react';

/** A module fetched the first time it is wanted, then kept: what it holds is not in the pages' first load. */
export interface OnDemandModule<M> {
  /** The module once it has arrived, else null. */
  current(): M | null;
  /** Fetches it (once; a failed fetch is tried again on the next call). */
  load(): Promise<M>;
}

export function onDemand<M>(importModule: () => Promise<M>): OnDemandModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    current: () => loaded,
    load() {
      loading ??= importModule().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * The module, fetched when `wanted` first turns true. It is there on the first render once any component has
 * fetched it, so a second opening draws at once.
 */
export function useOnDemand<M>(source: OnDemandModule<M>, wanted: boolean): M | null {
  const [module, setModule] = useState<M | null>(source.current);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    source.load().then(
      (arrived) => {
        if (live) setModule(() => arrived);
      },
      // NOTE: a chunk that fails to arrive (offline) leaves the opener as it was; the next opening fetches again.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [source, wanted, module]);
  return module;
}
