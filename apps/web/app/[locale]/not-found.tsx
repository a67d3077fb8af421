import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { ErrorPage, errorPageMetadata } from '@/features/errors';

export async function generateMetadata(): Promise<Metadata> {
  return errorPageMetadata('notFound', await getLocale());
}

export default async function NotFound() {
  return <ErrorPage kind="notFound" locale={await getLocale()} />;
}
