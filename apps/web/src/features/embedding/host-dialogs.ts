import type { EmbedOutboundMessage, EmbedOutboundType } from '@sportsbook/contract';
import type { AuthPrompt } from '@/platform/session';

type Post = (message: EmbedOutboundMessage) => void;

/** The auth prompt as the hand-over reads and closes it (`@/platform/session` in the app). */
export interface AuthPromptSource {
  get(): AuthPrompt;
  subscribe(listener: () => void): () => void;
  close(): void;
}

/**
 * Hands sign-in and sign-up to the host page when it listens for them (SPEC §7; Betby's login and register
 * callbacks): the host is told, with the expired-session flag, and our own modal is closed before it draws.
 * `allowed` is the modal host's own rule (site settings, the visitor's state and country: SPEC §5), so the host
 * is asked only when we would have opened the form ourselves.
 */
export function handAuthToHost(
  prompt: AuthPromptSource,
  listens: (type: EmbedOutboundType) => boolean,
  allowed: (modal: 'signIn' | 'signUp') => boolean,
  post: Post,
): () => void {
  return prompt.subscribe(() => {
    const { modal, sessionExpired } = prompt.get();
    if (modal === 'signIn' && listens('sportsbook:sign-in') && allowed(modal)) {
      prompt.close();
      post({ type: 'sportsbook:sign-in', payload: { sessionExpired } });
    } else if (modal === 'signUp' && listens('sportsbook:sign-up') && allowed(modal)) {
      prompt.close();
      post({ type: 'sportsbook:sign-up', payload: {} });
    }
  });
}

/** The title of a dialog as the player reads it (Radix labels the dialog by its title). */
function dialogTitle(dialog: Element): string {
  const labelledBy = dialog.getAttribute('aria-labelledby');
  const title = labelledBy ? dialog.ownerDocument.getElementById(labelledBy) : null;
  return (title?.textContent ?? dialog.getAttribute('aria-label') ?? '').trim().slice(0, 200);
}

/**
 * Tells the host each time a dialog opens (SPEC §7 notify-modal-triggered), so that it can bring the frame into
 * view: in a frame as tall as its page, a dialog is drawn at the frame's top, which may be scrolled away. Dialogs
 * are portals on the body, so the body's own children are all that is watched.
 */
export function reportDialogs(body: HTMLElement, post: Post): () => void {
  const seen = new WeakSet<Element>();
  function check() {
    for (const dialog of body.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      if (seen.has(dialog)) continue;
      seen.add(dialog);
      post({ type: 'sportsbook:notify-modal-triggered', payload: { modal: dialogTitle(dialog) } });
    }
  }
  check();
  const observer = new MutationObserver(check);
  observer.observe(body, { childList: true, attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
