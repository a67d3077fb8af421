'use client';

import type { HeaderItem as HeaderItemConfig } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { HeaderSessionTimer } from '@/features/limits';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { headerItemsFor, regionOf } from '@/platform/navigation/header-items';
import type { HeaderRegion } from '@/platform/navigation/header-items';
import { headerItemsSwitched } from '@/platform/navigation/section-switches';
import { useSectionSwitches, useSessionSelector } from '@/platform/session';
import type { SessionState } from '@/platform/session';
import { useSiteConfig } from '@/platform/site/site-provider';
import { HeaderItem } from './header-item';
import styles from './header.module.css';

// NOTE: pending draws as unknown (the items every audience sees), so the header renders again only when the
// session settles, not at each of its moves after hydration (issue 25, Lighthouse TBT).
function audienceStatus(session: SessionState): SessionState['status'] {
  return session.status === 'pending' ? 'unknown' : session.status;
}

/** Room kept between the current section and the edges of the bar, wider than the end fade (`--space-6`). */
const EDGE_PX = 40;

// NOTE: keyed by what the item is rather than its position, so an item keeps its state (an open menu) when
// signing in or out adds or removes items before it.
function keyOf(item: HeaderItemConfig): string {
  return [item.type, 'href' in item ? item.href : '', 'label' in item ? item.label : ''].join(':');
}

/**
 * The page header, built from the site's header items (SPEC §2.7) that the session's audience may see, in their
 * configured order, without links into switched-off sections: the brand, then the section links (a bar that scrolls sideways when narrow), then the
 * actions (search, language, account, buttons), led by the session timer where the jurisdiction asks for one.
 */
export function Header() {
  const t = useTranslations('common');
  const config = useSiteConfig();
  const status = useSessionSelector(audienceStatus);
  const items = headerItemsSwitched(headerItemsFor(config.header, status), useSectionSwitches());
  const inRegion = (region: HeaderRegion) => items.filter((item) => regionOf(item) === region);
  const sections = inRegion('nav');
  const navRef = useRef<HTMLElement>(null);
  const pathname = usePathname();

  // NOTE: when the bar scrolls sideways (narrow screens), the current section is brought into view, clear of
  // the fade at its end edge; only the bar scrolls, never the page.
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
    <header className={styles.header}>
      {inRegion('brand').map((item) => (
        <HeaderItem key={keyOf(item)} item={item} />
      ))}
      <HeaderSessionTimer placement="brand" />
      {sections.length > 0 ? (
        <nav ref={navRef} aria-label={t('mainNavigation')} className={styles.nav}>
          <ul className={styles.sections}>
            {sections.map((item) => (
              <li key={keyOf(item)}>
                <HeaderItem item={item} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={styles.actions}>
        <HeaderSessionTimer placement="actions" />
        {inRegion('actions').map((item) => (
          <HeaderItem key={keyOf(item)} item={item} />
        ))}
      </div>
    </header>
  );
}
