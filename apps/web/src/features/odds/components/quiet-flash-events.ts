'use client';

import { useEffect } from 'react';

const FLASH_EVENTS = ['animationstart', 'animationend', 'animationiteration', 'animationcancel'] as const;

let users = 0;

function stopFlashEvent(event: Event): void {
  // Only the odds buttons' flashes: any other animation's events still reach their listeners.
  if (event.target instanceof Element && event.target.closest('[data-outcome-key]')) event.stopPropagation();
}

/**
 * Keeps the odds flashes' animation events from reaching React while mounted (ref-counted, so every live page
 * can ask). NOTE: React listens to every animation event at its root, whether or not a component handles it, and
 * resolves each one through the component tree: on a live board of flashing odds (two animations a flash) that
 * came to thousands of dispatches a minute nobody listens to. Stopped in the window's capture phase, the first
 * stop of their path, they cost one `closest` each.
 */
export function useQuietFlashEvents(): void {
  useEffect(() => {
    if (users++ === 0)
      for (const name of FLASH_EVENTS) window.addEventListener(name, stopFlashEvent, { capture: true });
    return () => {
      if (--users === 0)
        for (const name of FLASH_EVENTS) window.removeEventListener(name, stopFlashEvent, { capture: true });
    };
  }, []);
}
