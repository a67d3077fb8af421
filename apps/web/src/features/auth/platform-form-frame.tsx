'use client';

import { AuthFormMessage } from '@sportsbook/contract';
import { useEffect, useRef, useState } from 'react';
import styles from './auth.module.css';
import type { PlatformForm } from './platform-form-url';

/**
 * A platform auth form in a frame (SPEC §2.6). Only messages from that frame and the platform origin that match
 * the contract's `AuthFormMessage` are believed (SPEC §5); `onSuccess` runs when the form reports success, and
 * Escape in the form closes the dialog the frame is in.
 */
export function PlatformFormFrame({
  src,
  form,
  platformOrigin,
  title,
  loadingLabel,
  onSuccess,
}: {
  src: string;
  form: PlatformForm;
  platformOrigin: string;
  title: string;
  loadingLabel: string;
  onSuccess: (form: PlatformForm) => void;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [mounted, setMounted] = useState(false);
  const latest = useRef(onSuccess);
  useEffect(() => {
    latest.current = onSuccess;
  });

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== platformOrigin || event.source !== frameRef.current?.contentWindow) return;
      const message = AuthFormMessage.safeParse(event.data);
      if (!message.success) return;
      if (message.data.type === 'sportsbook:auth-form-mounted') setMounted(true);
      if (message.data.type === 'sportsbook:auth-success' && message.data.payload.form === form)
        latest.current(form);
      // NOTE: Escape pressed in the frame (another origin) does not reach this page; the form tells it instead,
      // and it is replayed on the frame so the dialog around it closes as for an Escape anywhere else.
      if (message.data.type === 'sportsbook:auth-form-closed')
        frameRef.current?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [platformOrigin, form]);

  return (
    <div className={styles.frameBox} aria-busy={!mounted}>
      {mounted ? null : (
        <p className={styles.frameLoading} role="status">
          {loadingLabel}
        </p>
      )}
      <iframe
        ref={frameRef}
        src={src}
        title={title}
        className={styles.frame}
        onLoad={() => setMounted(true)}
      />
    </div>
  );
}
