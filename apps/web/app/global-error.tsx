'use client';

import { useEffect } from 'react';
import { GlobalErrorDocument } from '@/features/errors/components/fallback-screens';
import { reportError } from '@/platform/errors/report-error';

// The last resort when even the root layout fails: no styles, SPEC §8's fallback text in the address's
// language (English when its catalogue cannot load). The error is reported.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportError({ source: 'app.global-error', error, context: { digest: error.digest } });
  }, [error]);
  return <GlobalErrorDocument />;
}
