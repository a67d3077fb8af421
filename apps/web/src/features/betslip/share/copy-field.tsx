'use client';

import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/ui';
import styles from './share.module.css';

/** How long the "copied" confirmation stays before the button reads "Copy" again. */
const CONFIRM_MS = 2500;

/**
 * A read-only value (a share code or link) with a copy button: the clipboard API, and a confirmation read out
 * by screen readers; when the clipboard is refused the value is selected so the player can copy it by hand.
 */
export function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const t = useTranslations('betShare');
  const id = useId();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('copied');
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      setCopied('failed');
    }
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.fieldRow}>
        <input id={id} readOnly value={value} data-testid={testId} onFocus={(e) => e.target.select()} />
        <Button variant="ghost" size="sm" onClick={() => void copy()} aria-label={t('copy', { label })}>
          {t('copyShort')}
        </Button>
      </div>
      <p role="status" className={styles.copied}>
        {copied === 'copied' ? t('copied') : copied === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
