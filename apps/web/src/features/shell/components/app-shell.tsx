import type { SiteConfig } from '@sportsbook/contract';
import { cookies } from 'next/headers';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
// NOTE: from their modules, not the session's index: a server module that imports an index puts every client
// component it names into every page's JavaScript (decision 0045).
import { ServerSession } from '@/platform/session/server-session';
import { isVisitorRequest } from '@/platform/session/session-hint-cookie';
import { Header } from './header';
import styles from './app-shell.module.css';

/**
 * The page layout: sport menu, content and the bet-slip column (from 1280 px), a tab bar on phones. Mobile-app mode drops the header
 * (the native app shows its own); a site closed by an access key is marked locked (SPEC §2.3).
 *
 * The header is the server's HTML with client islands for its controls (decision 0042). Header, sport menu, bet
 * slip and tab bar are Suspense boundaries: React hydrates each apart and in time slices
 * instead of the whole page in one long task. The content's boundary is the page's own (`PageData`), inside it
 * after its data: one here would stream every page and lose its status (a `notFound()` would answer 200).
 *
 * Everything in it reads the session the server drew the page with (`ServerSession`, decision 0048): a visitor's
 * when the request carries no note of a signed-in player, so such a page hydrates settled.
 */
export async function AppShell({
  config,
  sidebar,
  children,
  mobileApp,
  locked,
  skipLabel,
  slipSkip,
  notice,
  betslip,
  tabBar,
  footer,
}: {
  /** The site configuration, for the header the server draws (decision 0042). */
  config: SiteConfig;
  sidebar: ReactNode;
  /** The bet-slip column of wide screens (reserved until the ticket arrives). */
  betslip?: ReactNode;
  /** The phone tab bar, shown below the mobile breakpoint. */
  tabBar?: ReactNode;
  children: ReactNode;
  mobileApp: boolean;
  locked: boolean;
  skipLabel: string;
  /** The skip link to the bet slip (it counts the selections), after the one to the content. */
  slipSkip?: ReactNode;
  /**
   * A notice read before the page (the cookie notice), as GOV.UK places its cookie banner: its text, a phone's
   * largest before any choice, paints with the first frame. It comes right after the skip links, which stay the
   * first Tab stops of every page (WCAG 2.4.1) and so are skip links to axe's region rule too.
   */
  notice?: ReactNode;
  /** The site footer, after the columns (above the phone tab bar's reserved space). */
  footer?: ReactNode;
}) {
  const visitor = isVisitorRequest(await cookies());
  return (
    <ServerSession visitor={visitor}>
      <div
        className={styles.shell}
        data-locked={locked ? 'true' : undefined}
        data-mobile-app={mobileApp ? 'true' : undefined}
      >
        <a href="#content" className={styles.skip}>
          {skipLabel}
        </a>
        {slipSkip ? <span className={styles.skipSlot}>{slipSkip}</span> : null}
        {notice}
        {mobileApp ? null : (
          <Suspense>
            <Header config={config} />
          </Suspense>
        )}
        <div className={styles.columns}>
          <aside className={styles.sidebar}>
            <Suspense>{sidebar}</Suspense>
          </aside>
          <main id="content" className={styles.content} tabIndex={-1}>
            {children}
          </main>
          {betslip ? (
            <div className={styles.betslip}>
              <Suspense>{betslip}</Suspense>
            </div>
          ) : null}
        </div>
        {footer ? <div className={styles.footerSlot}>{footer}</div> : null}
        {mobileApp ? null : <Suspense>{tabBar}</Suspense>}
      </div>
    </ServerSession>
  );
}
