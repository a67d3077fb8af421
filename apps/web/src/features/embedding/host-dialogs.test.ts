import type { EmbedOutboundMessage } from '@sportsbook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthPrompt } from '@/platform/session';
import { handAuthToHost, reportDialogs } from './host-dialogs';

function promptStore() {
  let prompt: AuthPrompt = { modal: null, sessionExpired: false, token: null };
  const listeners = new Set<() => void>();
  const set = (next: AuthPrompt) => {
    prompt = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => prompt,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => set({ modal: null, sessionExpired: false, token: null }),
    open: (modal: AuthPrompt['modal'], sessionExpired = false) => set({ modal, sessionExpired, token: null }),
  };
}

describe('sign-in and sign-up handed to a host that listens (SPEC §7)', () => {
  it('tells the host, with the expired flag, and closes our own modal', () => {
    const prompt = promptStore();
    const post = vi.fn();
    handAuthToHost(
      prompt,
      (type) => type === 'sportsbook:sign-in',
      () => true,
      post,
    );
    prompt.open('signIn', true);
    expect(post).toHaveBeenCalledWith({ type: 'sportsbook:sign-in', payload: { sessionExpired: true } });
    expect(prompt.get().modal).toBeNull();
  });

  it('opens our own form when the host does not listen for it, or when the site would refuse it', () => {
    const prompt = promptStore();
    const post = vi.fn();
    handAuthToHost(
      prompt,
      (type) => type === 'sportsbook:sign-in',
      (modal) => modal !== 'signIn',
      post,
    );
    prompt.open('signIn');
    expect(prompt.get().modal).toBe('signIn');
    prompt.open('signUp');
    expect(prompt.get().modal).toBe('signUp');
    expect(post).not.toHaveBeenCalled();
  });
});

describe('notify-modal-triggered (SPEC §7)', () => {
  afterEach(() => document.body.replaceChildren());

  it('names each dialog that opens by its title, once', async () => {
    const sent: EmbedOutboundMessage[] = [];
    const stop = reportDialogs(document.body, (message) => sent.push(message));
    const portal = document.createElement('div');
    portal.innerHTML = '<div role="dialog" aria-labelledby="t1"><h2 id="t1">Sign in</h2></div>';
    document.body.append(portal);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    document.body.classList.add('modal-open');
    const second = document.createElement('div');
    second.innerHTML = '<div role="dialog" aria-label="Share your bet"></div>';
    document.body.append(second);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    stop();
    expect(sent.map((message) => message.payload)).toEqual([
      { modal: 'Sign in' },
      { modal: 'Share your bet' },
    ]);
  });
});
