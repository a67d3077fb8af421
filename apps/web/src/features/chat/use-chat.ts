'use client';

import { useSyncExternalStore } from 'react';
import { useSiteConfig } from '@/platform/site/site-provider';
import { ChatStore } from './chat-store';
import type { ChatSnapshot } from './chat-store';
import { intercomAdapter } from './providers/intercom-adapter';

// NOTE: one chat per page and configuration, shared by the facade, the header toggle and the tab bar.
const stores = new Map<string, ChatStore>();

const IDLE: ChatSnapshot = { status: 'idle', unread: 0 };
const noStore = () => () => {};

/**
 * The page's chat store for the site's `chat_provider`, or null when the site has no chat (or one without an
 * adapter: LiveChat and Zendesk are configured names only so far).
 */
export function useChatStore(): ChatStore | null {
  const { chat_provider: provider, chat_widget: widget } = useSiteConfig();
  if (provider !== 'intercom' || !widget) return null;
  const key = `${provider}:${widget.app_id}:${widget.script_url ?? ''}`;
  let store = stores.get(key);
  if (!store) {
    store = new ChatStore(intercomAdapter(widget));
    stores.set(key, store);
  }
  return store;
}

/** The chat's status and unread count, read by React. */
export function useChatSnapshot(store: ChatStore | null): ChatSnapshot {
  return useSyncExternalStore(store?.subscribe ?? noStore, store?.getSnapshot ?? (() => IDLE), () => IDLE);
}
