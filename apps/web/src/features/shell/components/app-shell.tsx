import type { ReactNode } from 'react';
import { Header } from './header';
import styles from './app-shell.module.css';

/**
 * The page layout: sport menu beside the content (the bet-slip column joins with the ticket). Mobile-app mode drops the header
 * (the native app shows its own); a site closed by an access key is marked locked (SPEC §2.3).
 */
export function AppShell({
  sidebar,
  children,
  mobileApp,
  locked,
  skipLabel,
}: {
  sidebar: ReactNode;
  children: ReactNode;
  mobileApp: boolean;
  locked: boolean;
  skipLabel: string;
}) {
  return (
    <div
      className={styles.shell}
      data-locked={locked ? 'true' : undefined}
      data-mobile-app={mobileApp ? 'true' : undefined}
    >
      <a href="#content" className={styles.skip}>
        {skipLabel}
      </a>
      {mobileApp ? null : <Header />}
      <div className={styles.columns}>
        <aside className={styles.sidebar}>{sidebar}</aside>
        <main id="content" className={styles.content} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
