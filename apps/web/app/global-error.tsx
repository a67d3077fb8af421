'use client';

import { useEffect } from 'react';
import { reportError } from '@/platform/errors/report-error';

// The last resort when even the root layout fails: no translations, no styles, the fallback text of SPEC §8.
// The error is reported.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportError({ source: 'app.global-error', error, context: { digest: error.digest } });
  }, [error]);
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 32, textAlign: 'center' }}>
        <h1>UNEXPECTED ERROR</h1>
        <p>
          {/* NOTE: a full page load on purpose: the application itself has failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Go to home page</a>
        </p>
      </body>
    </html>
  );
}
