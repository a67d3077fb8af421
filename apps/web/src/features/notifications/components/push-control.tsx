'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { PushRefused } from '../push/push-adapter';
import type { PushState } from '../push/push-adapter';
import { usePushAdapter } from '../push/use-push-adapter';
import { useSavePushSubscription } from '../api/save-push-subscription';
import styles from './push-control.module.css';

type Outcome = 'idle' | 'working' | 'refused' | 'failed';

/**
 * The panel's push switch (issue 22): pushes of new notifications to this device. The browser's permission is
 * asked only when the player turns it on; the subscription is saved with the player's settings. Shown only
 * where the site sends pushes and the browser can take them.
 */
export function PushControl() {
  const t = useTranslations('notifications.push');
  const adapter = usePushAdapter();
  const save = useSavePushSubscription();
  const [state, setState] = useState<PushState | null>(null);
  const [outcome, setOutcome] = useState<Outcome>('idle');

  useEffect(() => {
    if (!adapter?.supported()) return;
    let live = true;
    adapter
      .state()
      .then((current) => live && setState(current))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [adapter]);

  if (!adapter || state === null) return null;

  const toggle = async () => {
    setOutcome('working');
    try {
      if (state === 'on') {
        await adapter.disable();
        await save.mutateAsync(null);
        setState('off');
      } else {
        await save.mutateAsync(await adapter.enable());
        setState('on');
      }
      setOutcome('idle');
    } catch (error) {
      const refused = error instanceof PushRefused;
      if (refused) setState(await adapter.state().catch(() => 'off' as const));
      setOutcome(refused ? 'refused' : 'failed');
    }
  };

  const on = state === 'on';
  return (
    <section className={styles.control} aria-labelledby="push-control-title" data-testid="push-control">
      <div className={styles.text}>
        <h3 id="push-control-title" className={styles.title}>
          {t('title')}
        </h3>
        <p className={styles.description} id="push-control-description">
          {state === 'denied' ? t('blocked') : t('description')}
        </p>
      </div>
      {state === 'denied' ? null : (
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="push-control-title"
          aria-describedby="push-control-description"
          className={styles.switch}
          disabled={outcome === 'working'}
          onClick={() => void toggle()}
        >
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {on ? t('on') : t('off')}
        </button>
      )}
      <p role="status" className={styles.outcome}>
        {outcome === 'refused' ? t('refused') : outcome === 'failed' ? t('failed') : ''}
      </p>
    </section>
  );
}
