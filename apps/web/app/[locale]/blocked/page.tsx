import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { BLOCKED_COUNTRY_HEADER } from '@/platform/geo/edge-country';
import { ErrorPage, errorPageMetadata } from '@/features/errors';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return errorPageMetadata('blocked', (await params).locale);
}

/** The Blocked region page (SPEC §2.2), naming the country when the middleware turned the visitor away. */
export default async function BlockedPage({ params }: Props) {
  const country = (await headers()).get(BLOCKED_COUNTRY_HEADER);
  return <ErrorPage kind="blocked" locale={(await params).locale} country={country} />;
}
