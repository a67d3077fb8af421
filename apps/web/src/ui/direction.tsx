'use client';

import { DirectionProvider } from '@radix-ui/react-direction';
import type { ReactNode } from 'react';

/**
 * The page's text direction for the Radix parts (menus, dialogs): Radix reads it from context, not from
 * `<html dir>`, and lays a menu out left to right unless told, so Arabic menus put their labels on the wrong side.
 */
export function UiDirection({ dir, children }: { dir: 'ltr' | 'rtl'; children: ReactNode }) {
  return <DirectionProvider dir={dir}>{children}</DirectionProvider>;
}
