/** One setting kept on this device: read from local storage on first use, shared by every subscriber. */
export interface DevicePreference<T extends string> {
  /** The current value (read from local storage on first use; the default when unset or unreadable). */
  get(): T;
  /** Keeps `value` in local storage and tells every subscriber at once when it changed. */
  set(value: T): void;
  /** Calls `listener` whenever the value changes, in this tab or (through the storage event) another. */
  subscribe(listener: () => void): () => void;
  /** Forgets the remembered value so the next read goes to storage again (tests). */
  resetForTests(): void;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // NOTE: reading localStorage throws when the browser blocks storage (privacy modes, sandboxed iframes).
    return null;
  }
}

/**
 * A device preference under `key` whose value must be one of `values` (anything else stored reads as
 * `fallback`). The odds type and the odds-change acceptance are two of these.
 */
export function createDevicePreference<T extends string>(
  key: string,
  values: readonly T[],
  fallback: T,
): DevicePreference<T> {
  const listeners = new Set<() => void>();
  let current: T | null = null;

  function readStored(): T {
    const stored = storage()?.getItem(key);
    return values.find((value) => value === stored) ?? fallback;
  }

  function notify(): void {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent): void {
    if (event.key !== key) return;
    current = readStored();
    notify();
  }

  return {
    get() {
      current ??= readStored();
      return current;
    },
    set(value) {
      try {
        storage()?.setItem(key, value);
      } catch {
        // A full or blocked storage only costs persistence; the choice still applies to this page.
      }
      if (value === current) return;
      current = value;
      notify();
    },
    subscribe(listener) {
      // NOTE: one window listener for all subscribers: every odds button on a board subscribes.
      if (listeners.size === 0 && typeof window !== 'undefined')
        window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined')
          window.removeEventListener('storage', onStorage);
      };
    },
    resetForTests() {
      current = null;
    },
  };
}
