import type { HeaderItem as HeaderItemConfig, SiteConfig } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { configuredHeaderItems, headerItemKey, regionOf } from '@/platform/navigation/header-items';
import type { HeaderRegion } from '@/platform/navigation/header-items';
import { isHrefSwitchedOn } from '@/platform/navigation/section-switches';
import { HeaderItem, HeaderTimer } from './header-item';
import { HeaderItemGate } from './header-item-gate';
import { SectionNav } from './section-nav';
import styles from './header.module.css';

const ALL_SECTIONS_OFF = { video: false, horseRacing: false, lottery: false };

/** The configured paths of an item's links that a section switch can hide (none for most items). */
function switchableHrefs(item: HeaderItemConfig): string[] | undefined {
  const hrefs =
    item.type === 'menu_item' || item.type === 'button'
      ? [item.href]
      : item.type === 'submenu'
        ? item.items.map((entry) => entry.href)
        : [];
  return hrefs.some((href) => !isHrefSwitchedOn(href, ALL_SECTIONS_OFF)) ? hrefs : undefined;
}

/** Items whose features arrive later draw nothing: the frame leaves them out rather than place empty islands. */
const DRAWN_LATER: ReadonlySet<HeaderItemConfig['type']> = new Set([
  'side_menu',
  'events_filter',
  'platform_switcher',
]);

function BrandLogo({ config }: { config: SiteConfig }) {
  return (
    <LocalizedLink href="/" className={styles.brand} aria-label={config.name}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the logo is an operator's SVG, any origin */}
      <img src={config.logo.src} alt="" width={config.logo.width} height={config.logo.height} />
    </LocalizedLink>
  );
}

/** One item as the frame places it: behind its gate when an audience or a section switch may hide it. */
function Placed({ item, config, wrap }: { item: HeaderItemConfig; config: SiteConfig; wrap?: boolean }) {
  const drawn = item.type === 'brand_logo' ? <BrandLogo config={config} /> : <HeaderItem item={item} />;
  const placed = wrap ? <li>{drawn}</li> : drawn;
  const hrefs = switchableHrefs(item);
  if (item.audience === 'ALL' && hrefs === undefined) return placed;
  return (
    <HeaderItemGate audience={item.audience} hrefs={hrefs}>
      {placed}
    </HeaderItemGate>
  );
}

/**
 * The page header, drawn by the server (decision 0042): the site's header items (SPEC §2.7) in their configured
 * order, the brand, then the section links (a bar that scrolls sideways when narrow), then the actions (search,
 * language, account, buttons), led by the session timer where the jurisdiction asks for one. The frame, the
 * logo and the regions are server HTML; each control is a client island, and an item that the session's
 * audience or a section switch may hide sits in a gate island.
 */
export function Header({ config }: { config: SiteConfig }) {
  const t = useTranslations('common');
  const items = configuredHeaderItems(config.header).filter((item) => !DRAWN_LATER.has(item.type));
  const inRegion = (region: HeaderRegion, wrap?: boolean): ReactNode[] =>
    items
      .filter((item) => regionOf(item) === region)
      .map((item) => <Placed key={headerItemKey(item)} item={item} config={config} wrap={wrap} />);
  const sections = inRegion('nav', true);

  return (
    <header className={styles.header}>
      {inRegion('brand')}
      <HeaderTimer placement="brand" />
      {sections.length > 0 ? (
        <SectionNav label={t('mainNavigation')} className={styles.nav}>
          <ul className={styles.sections}>{sections}</ul>
        </SectionNav>
      ) : null}
      <div className={styles.actions}>
        <HeaderTimer placement="actions" />
        {inRegion('actions')}
      </div>
    </header>
  );
}
