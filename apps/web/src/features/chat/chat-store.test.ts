import { describe, expect, it, vi } from 'vitest';
import type { ChatAdapter, ChatIdentity } from './chat-adapter';
import { ChatStore } from './chat-store';

function fakeAdapter(load: () => Promise<void> = () => Promise.resolve()) {
  const calls: string[] = [];
  let unread: ((count: number) => void) | null = null;
  const adapter: ChatAdapter = {
    load: vi.fn(load),
    boot: (identity: ChatIdentity | null) => calls.push(`boot:${identity?.userId ?? 'visitor'}`),
    show: () => calls.push('show'),
    shutdown: () => calls.push('shutdown'),
    onUnreadCount: (listener) => {
      unread = listener;
    },
  };
  return { adapter, calls, unread: (count: number) => unread?.(count) };
}

const ana: ChatIdentity = { userId: '7', email: 'ana@sandbox.test', name: 'Ana' };

describe('the chat store (issue 22)', () => {
  it('loads nothing until opened; the first open loads, boots the player and shows, the next only shows', async () => {
    const { adapter, calls } = fakeAdapter();
    const store = new ChatStore(adapter);
    store.setIdentity(ana);
    expect(adapter.load).not.toHaveBeenCalled();
    expect(store.getSnapshot().status).toBe('idle');
    await store.open();
    await store.open();
    expect(adapter.load).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['boot:7', 'show', 'show']);
    expect(store.getSnapshot().status).toBe('ready');
  });

  it('takes the provider’s unread count', async () => {
    const fake = fakeAdapter();
    const store = new ChatStore(fake.adapter);
    await store.open();
    fake.unread(3);
    expect(store.getSnapshot().unread).toBe(3);
  });

  it('ends the conversation at sign-out and starts a visitor’s; the same player again changes nothing', async () => {
    const fake = fakeAdapter();
    const store = new ChatStore(fake.adapter);
    store.setIdentity(ana);
    await store.open();
    fake.unread(2);
    store.setIdentity({ ...ana });
    store.setIdentity(null);
    expect(fake.calls).toEqual(['boot:7', 'show', 'shutdown', 'boot:visitor']);
    expect(store.getSnapshot().unread).toBe(0);
  });

  it('a widget that fails to load says so, and the next open tries again', async () => {
    let fail = true;
    const { adapter } = fakeAdapter(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve()));
    const store = new ChatStore(adapter);
    await store.open();
    expect(store.getSnapshot().status).toBe('failed');
    fail = false;
    await store.open();
    expect(store.getSnapshot().status).toBe('ready');
  });
});
