'use client';

import { useTranslations } from 'next-intl';
import { useSessionSelector } from '@/platform/session';
import type { SessionState } from '@/platform/session';
import { useToast } from '@/ui';
import { useFavouriteIds } from '../api/get-favourite-ids';
import type { FavouriteKind } from '../api/favourite-keys';
import { useToggleFavourite } from '../api/toggle-favourite';
import styles from './favourite-toggle.module.css';

function isLoading(session: SessionState): boolean {
  return session.status === 'unknown' || session.status === 'pending';
}

/**
 * The favourite star of a match or a league: a toggle button (`aria-pressed`) named for what it adds or removes.
 * Players toggle optimistically (SPEC §4); visitors are asked to sign in instead (SPEC §6). While the session is
 * still loading nobody knows which of the two is there, so the star stays busy and a click does nothing.
 */
export function FavouriteToggle({
  type = 'matches',
  id,
  name,
}: {
  type?: FavouriteKind;
  id: number;
  /** What the star belongs to, for its accessible name: `Falkenau – Brixen`. */
  name: string;
}) {
  const t = useTranslations('favorites');
  const toast = useToast();
  const favourites = useFavouriteIds(type);
  const toggle = useToggleFavourite(type);
  const on = favourites.data?.includes(id) ?? false;
  // NOTE: loading or not, so a star renders once when the session settles, not at each of its moves.
  const sessionLoading = useSessionSelector(isLoading);
  // A token already says who is there; without one, a session still loading may yet turn out to be a player's.
  // NOTE: aria-disabled, not disabled: the star keeps its place in the tab order while the session loads.
  const loading = !favourites.signedIn && sessionLoading;

  function onClick() {
    if (loading) return;
    if (!favourites.signedIn) {
      toast.show({
        id: 'favourites-sign-in',
        type: 'warning',
        title: t('signInTitle'),
        description: t('signIn'),
      });
      return;
    }
    toggle.mutate({ id, on: !on });
  }

  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={on}
      aria-label={on ? t('remove', { name }) : t('add', { name })}
      data-on={on || undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M12 3.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L12 16.9l-5.25 2.7 1-5.8L3.5 9.7l5.9-.9z" />
      </svg>
    </button>
  );
}
