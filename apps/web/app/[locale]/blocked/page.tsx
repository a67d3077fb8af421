import type { Metadata } from 'next';
import { ErrorPage, errorPageMetadata } from '@/features/errors';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return errorPageMetadata('blocked', (await params).locale);
}

export default async function BlockedPage({ params }: Props) {
  return <ErrorPage kind="blocked" locale={(await params).locale} />;
}
