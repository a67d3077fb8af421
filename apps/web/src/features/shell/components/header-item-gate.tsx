'use client';

import type { HeaderItem } from '@sportsbook/contract';
import type { ReactNode } from 'react';
import { isAudienceShown } from '@/platform/navigation/header-items';
import { isHrefSwitchedOn } from '@/platform/navigation/section-switches';
import { useSectionSwitches, useSessionSelector } from '@/platform/session';
import type { SessionState } from '@/platform/session';

// NOTE: pending reads as unknown (the items every audience sees), so a gate renders again only when the session
// settles, not at each of its moves after hydration (issue 25, Lighthouse TBT).
function audienceStatus(session: SessionState): SessionState['status'] {
  return session.status === 'pending' ? 'unknown' : session.status;
}

/**
 * The island around a server-drawn header item that not everyone sees: its children show while the session's
 * audience may see the item (SPEC §2.7; only the items for everyone while the session is unknown, so neither a
 * visitor's nor a player's items flash and vanish) and, for a link, while its section is switched on (SPEC §3
 * Settings, the player's own settings once known). The header's frame stays on the server (decision 0042).
 */
export function HeaderItemGate({
  audience,
  hrefs,
  children,
}: {
  audience: HeaderItem['audience'];
  /** The configured paths of the item's links: it is hidden while all of them lead into switched-off sections. */
  hrefs?: readonly string[];
  children: ReactNode;
}) {
  const status = useSessionSelector(audienceStatus);
  const switches = useSectionSwitches();
  const switchedOff = hrefs !== undefined && !hrefs.some((href) => isHrefSwitchedOn(href, switches));
  if (!isAudienceShown(audience, status) || switchedOff) return null;
  return children;
}
