import type { ChatAdapter, ChatIdentity } from './chat-adapter';

/** Where the chat is: not loaded (the facade only), loading its widget, running, or failed to load. */
export type ChatStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ChatSnapshot {
  status: ChatStatus;
  /** The provider's unread count; 0 until its widget runs. */
  unread: number;
}

/**
 * The live chat of a page (issue 22), outside React: the facade and the header toggle open it, the session hands
 * the player over. The widget loads on the first `open`, never before; a change of player while it runs ends
 * the conversation (`shutdown`) and starts one for whoever is there now.
 */
export class ChatStore {
  private snapshot: ChatSnapshot = { status: 'idle', unread: 0 };
  private readonly listeners = new Set<() => void>();
  private identity: ChatIdentity | null = null;

  constructor(private readonly adapter: ChatAdapter) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ChatSnapshot => this.snapshot;

  private set(change: Partial<ChatSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  private boot(): void {
    this.adapter.boot(this.identity);
    // NOTE: a provider forgets its callbacks at shutdown, so each conversation registers again.
    this.adapter.onUnreadCount((count) => this.set({ unread: count }));
  }

  /** Opens the messenger, loading and starting the widget the first time. */
  async open(): Promise<void> {
    if (this.snapshot.status === 'loading') return;
    if (this.snapshot.status !== 'ready') {
      this.set({ status: 'loading' });
      try {
        await this.adapter.load();
      } catch {
        this.set({ status: 'failed' });
        return;
      }
      this.boot();
      this.set({ status: 'ready' });
    }
    this.adapter.show();
  }

  /** The player now on the page (null after sign-out). Loads nothing: a running widget restarts for them. */
  setIdentity(identity: ChatIdentity | null): void {
    const before = this.identity;
    this.identity = identity;
    if (this.snapshot.status !== 'ready' || before?.userId === identity?.userId) return;
    this.adapter.shutdown();
    this.set({ unread: 0 });
    this.boot();
  }
}
