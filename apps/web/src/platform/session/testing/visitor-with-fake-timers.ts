import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { closeAuthModal, dispatchSession, resetSessionForTests } from '@/platform/session';

/**
 * Each test of the file starts as a visitor (not signed in) on fake timers, and ends with the auth modal closed
 * and the session reset: the setting of the timed auth prompts (sign-up reminder, sign-up preload).
 */
export function eachTestAsVisitorOnFakeTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    act(() => dispatchSession({ type: 'not-logged-in' }));
  });

  afterEach(() => {
    vi.useRealTimers();
    act(() => {
      closeAuthModal();
      resetSessionForTests();
    });
  });
}
