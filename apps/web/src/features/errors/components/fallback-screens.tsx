'use client';

import { Component, useEffect, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { reportError } from '@/platform/errors/report-error';
import { ENGLISH_FALLBACK, loadFallbackShell, localeOfPath } from './fallback-texts';
import type { FallbackShell } from './fallback-texts';

/**
 * The fallback screen's texts for the locale `pickLocale` names once in the browser. The first render is English
 * (the server cannot know the locale of a failed document, and the browser's first render must match it).
 */
function useFallbackShell(pickLocale: () => string | undefined): FallbackShell {
  const [shell, setShell] = useState(ENGLISH_FALLBACK);
  useEffect(() => {
    let current = true;
    void loadFallbackShell(pickLocale()).then((loaded) => {
      if (current) setShell(loaded);
    });
    return () => {
      current = false;
    };
    // NOTE: once per mount: the locale of a failed page does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return shell;
}

// NOTE: inline styles: these screens appear when the app (its stylesheets included) may have failed.
const SCREEN: CSSProperties = {
  fontFamily: 'system-ui, sans-serif',
  padding: 32,
  textAlign: 'center',
};

function FallbackMain({ shell, title }: { shell: FallbackShell; title: string }) {
  return (
    <main
      lang={shell.lang}
      dir={shell.dir}
      style={SCREEN}
      aria-labelledby="fallback-title"
      data-error-kind="error"
    >
      <h1 id="fallback-title">{title}</h1>
      <p>
        {/* NOTE: a full page load on purpose: the application itself has failed. */}
        <a href={shell.homeHref}>{shell.texts.goHome}</a>
      </p>
    </main>
  );
}

/**
 * The whole document when even the root layout failed (SPEC §8 "UNEXPECTED ERROR"), in the language of the
 * address's locale segment, with its lang and dir on <html>.
 */
export function GlobalErrorDocument() {
  const shell = useFallbackShell(() => localeOfPath(window.location.pathname));
  return (
    <html lang={shell.lang} dir={shell.dir}>
      <body>
        <FallbackMain shell={shell} title={shell.texts.unexpected} />
      </body>
    </html>
  );
}

/** "UNEXPECTED ERROR IN ERROR APP", in the language of the document the failed error page was drawn in. */
export function ErrorAppFailed() {
  const shell = useFallbackShell(() => document.documentElement.lang || undefined);
  return <FallbackMain shell={shell} title={shell.texts.unexpectedInErrorApp} />;
}

/**
 * Catches a failure of the error page itself, so that the player reads SPEC §8's "error in error app" text
 * rather than a blank page; that failure is reported too.
 */
export class ErrorAppBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportError({ source: 'page.error-app', error });
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorAppFailed /> : this.props.children;
  }
}
