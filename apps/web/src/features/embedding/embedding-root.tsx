'use client';

import { useLocale } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { authModalAllowed, sessionDeps } from '@/features/auth';
import { betslipStores } from '@/features/betslip';
import { useApiContext } from '@/platform/api/use-api-context';
import {
  closeAuthModal,
  getAuthPrompt,
  getSession,
  loadSession,
  signOut,
  subscribeAuthPrompt,
  subscribeSession,
} from '@/platform/session';
import { localeSettingsOf } from '@/platform/site/locale-settings';
import { useSiteConfig } from '@/platform/site/site-provider';
import { hostConnected, hostListensFor, postToHost, subscribeToHost } from '@/platform/embed';
import type { HostCommand, HostPolicy } from '@/platform/embed';
import type { startHostBridge as StartHostBridge } from '@/platform/embed/host-listener';
import { applyHostCommand } from './host-commands';
import type { HostCommandActions } from './host-commands';
import { handAuthToHost, reportDialogs } from './host-dialogs';
import { reportAccount, reportSlip } from './host-reports';
import { browserPageSizeDeps, watchPageSize } from './page-size';

/** Attribute on `<html>` while a host page's SDK sizes the frame to the page: the embedded layout's hook. */
export const EMBEDDED_ATTRIBUTE = 'data-embedded';

/** The slip and its panel as one readable source (each change of either is a change of the slip: SPEC §7). */
function slipSource() {
  const { ticket, panel } = betslipStores;
  return {
    get: () => ({ ticket: ticket.getState(), panel: panel.getState() }),
    subscribe(listener: () => void) {
      const offTicket = ticket.subscribe(listener);
      const offPanel = panel.subscribe(listener);
      return () => {
        offTicket();
        offPanel();
      };
    },
  };
}

/** Opens the conversation with the host and starts every report to it; returns the functions that end them. */
function startEmbedding(
  policy: HostPolicy,
  version: string,
  startHostBridge: typeof StartHostBridge,
  onCommand: (command: HostCommand) => void,
  authAllowed: Parameters<typeof handAuthToHost>[2],
): (() => void)[] {
  const html = document.documentElement;
  const markEmbedded = () => html.toggleAttribute(EMBEDDED_ATTRIBUTE, hostConnected());
  return [
    startHostBridge(window, policy, version, onCommand),
    subscribeToHost(markEmbedded),
    watchPageSize(browserPageSizeDeps(document), (size) =>
      postToHost({ type: 'sportsbook:page-size-changed', payload: size }),
    ),
    reportSlip(slipSource(), postToHost),
    reportAccount({ get: getSession, subscribe: subscribeSession }, postToHost),
    reportDialogs(document.body, postToHost),
    handAuthToHost(
      { get: getAuthPrompt, subscribe: subscribeAuthPrompt, close: closeAuthModal },
      hostListensFor,
      authAllowed,
      postToHost,
    ),
  ];
}

/**
 * The sportsbook's side of embedding (SPEC §7 cross-window messages, §5 origins): when the page runs in a frame
 * of an allowed operator, it opens the conversation with the host page, reports the page's size, route, slip,
 * balance, currency and dialogs, hands sign-in and sign-up to a host that listens for them, and carries out the
 * host's commands. Not framed, it does nothing.
 */
export function EmbeddingRoot({ countryCode }: { countryCode: string | null }) {
  const config = useSiteConfig();
  const context = useApiContext();
  const router = useRouter();
  const pathname = usePathname();
  const locale = useLocale();
  // NOTE: the bridge lives as long as the page; what it acts with is read fresh through this ref.
  const actions = useRef<HostCommandActions | null>(null);
  actions.current = {
    currentUrl: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
    locale,
    settings: localeSettingsOf(config),
    go: (href) => router.push(href),
    setTheme: (theme) => document.documentElement.setAttribute('data-theme', theme),
    signOut: () => void signOut(context),
    reloadSession: () => void loadSession(context, sessionDeps),
  };
  const gate = useRef({ config, countryCode });
  gate.current = { config, countryCode };

  const { allowed_origins: allowedOrigins, session_handler: acceptAnyOrigin } = config.embed;
  // NOTE: the origins as one string, so that a new but equal list (a refetched site) does not restart the bridge.
  const origins = allowedOrigins.join(' ');
  const framed = typeof window !== 'undefined' && window.self !== window.top;
  useEffect(() => {
    if (window.self === window.top) return;
    const policy = { allowedOrigins: origins ? origins.split(' ') : [], acceptAnyOrigin };
    if (policy.allowedOrigins.length === 0 && !policy.acceptAnyOrigin) return;
    let stops: (() => void)[] = [];
    let ended = false;
    // NOTE: the listener checks the host's messages with the contract's shapes (zod); only a framed page loads it.
    void import('@/platform/embed/host-listener').then(({ startHostBridge }) => {
      if (ended) return;
      stops = startEmbedding(
        policy,
        gate.current.config.app_version,
        startHostBridge,
        (command) => {
          if (actions.current) applyHostCommand(command, actions.current);
        },
        (modal) => authModalAllowed(modal, { ...gate.current, status: getSession().status }),
      );
    });
    return () => {
      ended = true;
      for (const stop of stops.reverse()) stop();
      document.documentElement.removeAttribute(EMBEDDED_ATTRIBUTE);
    };
  }, [origins, acceptAnyOrigin]);

  // SPEC §7 page-loaded: each page the player reaches, with its address on this origin.
  useEffect(() => {
    if (!framed) return;
    postToHost({
      type: 'sportsbook:page-loaded',
      payload: { path: `${pathname}${window.location.search}` },
    });
  }, [framed, pathname]);
  return null;
}
