import { ErrorPage } from '@/features/errors';

export default async function LockedPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ErrorPage kind="locked" locale={(await params).locale} />;
}
