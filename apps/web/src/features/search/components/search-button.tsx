'use client';

import { useTranslations } from 'next-intl';
import { earlyTap } from '@/platform/early-taps/early-tap';
import { useOpenUntilNavigation } from '@/platform/navigation/use-open-until-navigation';
import dynamic from 'next/dynamic';
import { Modal } from '@/ui';
import styles from './search-panel.module.css';

// NOTE: the panel (queries, results) is loaded when the dialog first opens, not with every page.
const SearchPanel = dynamic(() => import('./search-panel').then((module) => module.SearchPanel), {
  ssr: false,
});

/** The header's search entry: a button that opens the search dialog, closed again by any navigation. */
export function SearchButton() {
  const t = useTranslations('search');
  const common = useTranslations('common');
  const [open, setOpen] = useOpenUntilNavigation();

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="search-button"
        // NOTE: the header's controls hydrate when their chunk arrives (decision 0043); a tap before is replayed.
        {...earlyTap('header-search')}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15 15l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.triggerLabel}>{t('open')}</span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('title')}
        size="large"
        closeLabel={common('close')}
      >
        {open ? <SearchPanel onNavigate={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}
