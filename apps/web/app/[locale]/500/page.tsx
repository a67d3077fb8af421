import { ErrorPage } from '@/features/errors';

export default async function ErrorRoute({ params }: { params: Promise<{ locale: string }> }) {
  return <ErrorPage kind="error" locale={(await params).locale} />;
}
