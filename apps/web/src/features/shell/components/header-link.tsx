'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import type { ComponentProps, ReactNode } from 'react';
import { isExternalHref, localizeHref } from '@/platform/i18n/locale-rules';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { isSectionActive } from '@/platform/navigation/header-items';
import { localeSettingsOf } from '@/platform/site/locale-settings';
import { useSiteConfig } from '@/platform/site/site-provider';
import { Icon } from '@/platform/icons/icon';

/**
 * How a configured label is shown: a key of the `sections` messages (`in_play`) in the reader's language, any
 * other text as the operator wrote it.
 */
export function useHeaderLabel(): (label: string) => string {
  const t = useTranslations('sections');
  return (label) => (t.has(label) ? t(label) : label);
}

/** Whether a configured internal path is the current page, in the current locale. */
export function useIsActiveHref(): (href: string) => boolean {
  const pathname = usePathname();
  const locale = useLocale();
  const settings = localeSettingsOf(useSiteConfig());
  const home = localizeHref('/', locale, settings);
  return (href) =>
    !isExternalHref(href) && isSectionActive(pathname, localizeHref(href, locale, settings), home);
}

/**
 * A configured header link: internal paths localized and marked `aria-current` on their page (SPEC §2.8),
 * other sites opened in a new tab that cannot reach back to this one.
 */
export function HeaderLink({
  href,
  label,
  icon,
  className,
  children,
  ...rest
}: {
  href: string;
  label: string;
  /** A symbol of the icon sprite shown before the label. */
  icon?: string | null;
  className?: string;
  children?: ReactNode;
  // NOTE: a menu item drawn as this link (`MenuItem asChild`) passes its role, ref and handlers through these.
} & Omit<ComponentProps<'a'>, 'href' | 'className' | 'children'>) {
  const t = useTranslations('header');
  const isActive = useIsActiveHref();
  const text = useHeaderLabel()(label);
  if (isExternalHref(href)) {
    return (
      <a {...rest} href={href} className={className} target="_blank" rel="noopener noreferrer">
        {icon ? <Icon symbol={icon} size={16} /> : null}
        {text}
        <span className="visually-hidden"> ({t('opensInNewTab')})</span>
        {children}
      </a>
    );
  }
  return (
    <LocalizedLink {...rest} href={href} className={className} activeWhen={() => isActive(href)}>
      {icon ? <Icon symbol={icon} size={16} /> : null}
      {text}
      {children}
    </LocalizedLink>
  );
}
