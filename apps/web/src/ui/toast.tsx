'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import styles from './toast.module.css';

/** Toast types (SPEC §3). */
export type ToastType = 'success' | 'error' | 'warning';

/** Auto-close delay (SPEC §9: 5000 ms, bottom-center). */
export const TOAST_AUTO_CLOSE_MS = 5000;

export interface ToastInput {
  type: ToastType;
  title: ReactNode;
  description?: ReactNode;
  /** False for notices that must stay until dismissed (the cookie notice, SPEC §4). */
  autoClose?: boolean;
  /** Reusing an id updates that toast instead of adding another (SPEC §4 toast lifecycle). */
  id?: string;
}

interface ToastItem extends Required<Pick<ToastInput, 'type' | 'autoClose' | 'id'>> {
  title: ReactNode;
  description?: ReactNode;
}

export interface ToastApi {
  /** Adds a toast, or updates the one with the same id; returns its id. */
  show(toast: ToastInput): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

let nextId = 0;

function ToastView({
  toast,
  onDismiss,
  closeLabel,
}: {
  toast: ToastItem;
  onDismiss: () => void;
  closeLabel: string;
}) {
  useEffect(() => {
    if (!toast.autoClose) return;
    const timer = setTimeout(onDismiss, TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <div className={`${styles.toast} ${styles[toast.type]}`} data-type={toast.type}>
      <div className={styles.content}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}

/** Holds the toasts of the page and shows them bottom-center, announced to assistive technology as they come. */
export function ToastProvider({
  children,
  closeLabel = 'Close',
}: {
  children: ReactNode;
  closeLabel?: string;
}) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((input: ToastInput) => {
    const id = input.id ?? `toast-${++nextId}`;
    const item: ToastItem = { ...input, id, autoClose: input.autoClose ?? true };
    setToasts((current) =>
      current.some((toast) => toast.id === id)
        ? current.map((toast) => (toast.id === id ? item : toast))
        : [...current, item],
    );
    return id;
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* NOTE: both live regions are in the page before any toast, so a toast put in one is announced: errors
          interrupt (assertive), the rest wait their turn (polite). Only what is added is read, not the stack. */}
      <div className={styles.region}>
        {(['polite', 'assertive'] as const).map((politeness) => (
          <div key={politeness} className={styles.stack} aria-live={politeness} aria-atomic="false">
            {toasts
              .filter((toast) => (toast.type === 'error') === (politeness === 'assertive'))
              .map((toast) => (
                <ToastView
                  key={toast.id}
                  toast={toast}
                  closeLabel={closeLabel}
                  onDismiss={() => dismiss(toast.id)}
                />
              ))}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Shows and dismisses toasts. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
