import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '@/ui';
import { PlatformFormFrame } from './platform-form-frame';

const PLATFORM = 'http://platform.test';

function renderFrameInModal(onClose: () => void) {
  render(
    <Modal open onClose={onClose} title="Sign in">
      <PlatformFormFrame
        src="about:blank"
        form="sign-in"
        platformOrigin={PLATFORM}
        title="Sign in form"
        loadingLabel="Loading"
        onSuccess={() => {}}
      />
    </Modal>,
  );
  return screen.getByTitle('Sign in form') as HTMLIFrameElement;
}

function post(frame: HTMLIFrameElement, origin: string) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin,
        source: frame.contentWindow,
        data: { type: 'sportsbook:auth-form-closed', payload: {} },
      }),
    );
  });
}

describe('PlatformFormFrame', () => {
  it('closes the dialog it is in when the form says Escape was pressed inside it', () => {
    const onClose = vi.fn();
    const frame = renderFrameInModal(onClose);
    post(frame, PLATFORM);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores the same message from another origin', () => {
    const onClose = vi.fn();
    const frame = renderFrameInModal(onClose);
    post(frame, 'http://elsewhere.test');
    expect(onClose).not.toHaveBeenCalled();
  });
});
