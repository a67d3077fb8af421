import { getLocale } from 'next-intl/server';
import { ErrorPage } from '@/features/errors';

export default async function NotFound() {
  return <ErrorPage kind="notFound" locale={await getLocale()} />;
}
