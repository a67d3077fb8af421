import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dispatchSession, getAuthPrompt, openAuthModal } from '@/platform/session';
import { profileFixture } from '@/platform/session/testing/player-fixtures';
import { renderInApp } from '@/testing/render-in-app';
import { useSignUpReminder } from './use-sign-up-reminder';
import { eachTestAsVisitorOnFakeTimers } from '@/platform/session/testing/visitor-with-fake-timers';

function Reminder() {
  useSignUpReminder();
  return null;
}

function renderReminder(config: { sign_up_reminder_seconds: number | null; sign_up_allowed?: boolean }) {
  return renderInApp(<Reminder />, undefined, config);
}

/** Lets the clock run this many seconds. */
function wait(seconds: number) {
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });
}

eachTestAsVisitorOnFakeTimers();

describe('the sign-up reminder (SPEC §2.5)', () => {
  it('opens sign-up for a visitor after the configured seconds, not before', () => {
    renderReminder({ sign_up_reminder_seconds: 30 });
    wait(29);
    expect(getAuthPrompt().modal).toBeNull();
    wait(1);
    expect(getAuthPrompt().modal).toBe('signUp');
  });

  it('never opens for a signed-in player', () => {
    act(() =>
      dispatchSession({ type: 'player-loaded', profile: profileFixture, compPoints: 0, statusGroups: [] }),
    );
    renderReminder({ sign_up_reminder_seconds: 5 });
    wait(60);
    expect(getAuthPrompt().modal).toBeNull();
  });

  it('never opens where sign-up is not allowed or no reminder is configured', () => {
    const closed = renderReminder({ sign_up_reminder_seconds: 5, sign_up_allowed: false });
    wait(60);
    closed.unmount();
    renderReminder({ sign_up_reminder_seconds: null });
    wait(60);
    expect(getAuthPrompt().modal).toBeNull();
  });

  it('does not open over another auth modal the visitor has open', () => {
    renderReminder({ sign_up_reminder_seconds: 5 });
    act(() => openAuthModal('signIn'));
    wait(5);
    expect(getAuthPrompt().modal).toBe('signIn');
  });

  it('is cancelled when the visitor signs in before it fires', () => {
    renderReminder({ sign_up_reminder_seconds: 10 });
    wait(5);
    act(() =>
      dispatchSession({ type: 'player-loaded', profile: profileFixture, compPoints: 0, statusGroups: [] }),
    );
    wait(10);
    expect(getAuthPrompt().modal).toBeNull();
  });
});
