import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { tryGetSiteDocument } from '@/platform/site/site-document';

// Nothing is rendered at build time: every page depends on the site configuration and the request's locale.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const site = await tryGetSiteDocument();
  const name = site?.config.name ?? 'Sportsbook';
  return { title: { default: name, template: `%s · ${name}` }, icons: { icon: '/favicon.svg' } };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0d1117' };

/**
 * The root layout draws no markup of its own: the document, with the page's language, is drawn by
 * [locale]/layout.tsx, and by not-found.tsx for a path no route matches (next-intl's pattern for a localized
 * not-found page; not-found.tsx says why unknown paths take that way).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
