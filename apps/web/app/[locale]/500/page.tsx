import type { Metadata } from 'next';
import { ErrorPage, errorPageMetadata } from '@/features/errors';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return errorPageMetadata('error', (await params).locale);
}

export default async function ErrorRoute({ params }: Props) {
  return <ErrorPage kind="error" locale={(await params).locale} />;
}
