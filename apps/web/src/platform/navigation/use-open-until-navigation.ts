'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useState } from 'react';

/**
 * The open state of a header dialog that any navigation closes (search, notifications). The dialog remembers the
 * path it was opened on and is closed in the render that sees another path: no effect, because an effect on the
 * path also runs once after the first mount, and a tap kept before hydration and replayed in between (decision
 * 0043) had the dialog opened and closed again at once.
 */
export function useOpenUntilNavigation(): [boolean, (open: boolean) => void] {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  // NOTE: set during the render, as React's docs adjust state to a changed prop, so that coming back to the
  // path does not open the dialog again.
  if (openOn !== null && openOn !== pathname) setOpenOn(null);
  const setOpen = useCallback((open: boolean) => setOpenOn(open ? pathname : null), [pathname]);
  return [openOn !== null && openOn === pathname, setOpen];
}
