'use client';

import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { RuntimeConfig } from './runtime-config';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** Hands the server's runtime configuration to client components. */
export function RuntimeConfigProvider({ value, children }: { value: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={value}>{children}</RuntimeConfigContext.Provider>;
}

/** The back-end origins in client components. */
export function useRuntimeConfig(): RuntimeConfig {
  const value = useContext(RuntimeConfigContext);
  if (!value) throw new Error('useRuntimeConfig needs a RuntimeConfigProvider');
  return value;
}
