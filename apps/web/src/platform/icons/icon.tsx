'use client';

import { useSiteConfig } from '../site/site-provider';

/**
 * The address of the icon sprite (SPEC §7 `/fe-api/icons.svg`), versioned by the site's app version so browsers
 * keep it until the next release. It is served from the web app's own origin (`app/icons.svg/route.ts`), because
 * browsers refuse a `<use>` that points at another origin.
 */
export function iconSpriteUrl(appVersion: string): string {
  const version = appVersion
    .toLowerCase()
    .replace(/[^a-z0-9.-]/g, '-')
    .slice(0, 20);
  return `/icons.svg?v=${version || '0'}`;
}

/** The icon sprite's address for this site. */
export function useIconSpriteUrl(): string {
  return iconSpriteUrl(useSiteConfig().app_version);
}

/**
 * One icon of the sprite by symbol id (`icon-search`, `sport-football`): decorative, drawn in `currentColor`, so
 * the text beside it names it and the theme colours it.
 */
export function Icon({
  symbol,
  size = 20,
  className,
}: {
  symbol: string;
  size?: number;
  className?: string;
}) {
  const sprite = useIconSpriteUrl();
  return (
    <svg className={className} width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${sprite}#${symbol}`} />
    </svg>
  );
}
