/** Which error page: blocked region, locked, generic error or not found (SPEC §2.2). */
export type ErrorKind = 'blocked' | 'locked' | 'error' | 'notFound';

const marks: Record<ErrorKind, string> = { notFound: '404', error: '500', locked: '401', blocked: '451' };

/** The picture of an error page: a stadium scoreboard showing the status code. */
export function ErrorIllustration({ kind, label }: { kind: ErrorKind; label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 240 160" width="240" height="160">
      <rect
        x="20"
        y="18"
        width="200"
        height="100"
        rx="12"
        fill="var(--color-surface-raised)"
        stroke="var(--color-border)"
        strokeWidth="2"
      />
      <rect x="34" y="32" width="172" height="72" rx="6" fill="var(--color-bg)" />
      <text
        x="120"
        y="82"
        textAnchor="middle"
        fontFamily="ui-monospace, monospace"
        fontSize="40"
        fontWeight="700"
        fill="var(--color-accent)"
        letterSpacing="6"
      >
        {marks[kind]}
      </text>
      <rect x="70" y="118" width="12" height="30" fill="var(--color-border)" />
      <rect x="158" y="118" width="12" height="30" fill="var(--color-border)" />
      <circle cx="52" cy="24" r="3" fill="var(--color-live)" />
      <circle cx="188" cy="24" r="3" fill="var(--color-success)" />
    </svg>
  );
}
