'use client';

import { useLocale } from 'next-intl';
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { useSiteConfig } from '../site/site-provider';
import { localeSettingsOf } from '../site/locale-settings';
import { isExternalHref, localizeHref } from './locale-rules';

type LocalizedLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & {
  href: string;
  /** Marks the link as the current page (`aria-current`) when this returns true for its localized href. */
  activeWhen?: (localizedHref: string) => boolean;
};

/** A link that carries the locale prefix where SPEC §2.8 wants one; external addresses pass unchanged. */
export function LocalizedLink({ href, activeWhen, children, ...rest }: LocalizedLinkProps) {
  const locale = useLocale();
  const config = useSiteConfig();
  const target = localizeHref(href, locale, localeSettingsOf(config));
  if (isExternalHref(target)) {
    return (
      <a href={target} {...(rest as ComponentProps<'a'>)}>
        {children}
      </a>
    );
  }
  return (
    <Link href={target} aria-current={activeWhen?.(target) ? 'page' : undefined} {...rest}>
      {children}
    </Link>
  );
}
