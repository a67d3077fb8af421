'use client';

import { PageError } from '@/features/errors/components/page-error';

/** The error boundary of every page (SPEC §2.2, §8). */
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  return <PageError error={error} />;
}
