import { ErrorPage } from '@/features/errors';

export default async function BlockedPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ErrorPage kind="blocked" locale={(await params).locale} />;
}
