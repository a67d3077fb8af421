import type { Metadata } from 'next';
import { ErrorPage, errorPageMetadata } from '@/features/errors';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return errorPageMetadata('locked', (await params).locale);
}

export default async function LockedPage({ params }: Props) {
  return <ErrorPage kind="locked" locale={(await params).locale} />;
}
