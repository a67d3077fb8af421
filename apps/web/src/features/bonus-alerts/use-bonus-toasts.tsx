'use client';

import { privateUserChannel } from '@sportsbook/contract/refs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useApiContext } from '@/platform/api/use-api-context';
import { useRealtimeChannel } from '@/platform/realtime';
import { useSiteConfig } from '@/platform/site/site-provider';
import { useToast } from '@/ui';
import { availableBonusesQuery, bonusTypeOf, playerBonusKeys } from './api/player-bonuses';
import type { ShownBonusType } from './api/player-bonuses';
import { BonusCard } from './components/bonus-card';

const SHOWN_TYPES: readonly string[] = ['comboboost', 'freebet', 'hunting', 'tournament', 'lootbox'];

/**
 * The bonus toast (SPEC §2.5, §4): a bonus issued while the page is open (`bonus_issued` on the player's
 * private channel) is shown as a toast titled "bonus detail" with its card, when the site enables toasts for
 * its type (`bonus_toasts`). The toast closes after 5 s, with its close button, or when the player signs out.
 */
export function useBonusToasts(viewer: number | null): void {
  const t = useTranslations('bonusAlerts');
  const locale = useLocale();
  const context = useApiContext();
  const client = useQueryClient();
  const toast = useToast();
  const enabledFor = useSiteConfig().bonus_toasts;
  const [issued, setIssued] = useState<number[]>([]);
  const open = useRef<string[]>([]);
  const available = useQuery({
    ...availableBonusesQuery(context, viewer ?? 0),
    enabled: viewer !== null && issued.length > 0,
  });

  useRealtimeChannel(viewer === null ? null : privateUserChannel(locale, viewer), (event) => {
    if (event.event_name !== 'bonus_issued') return;
    // NOTE: the lists (the alerts' queue, the header's count) take in every new bonus, toasted or not.
    void client.invalidateQueries({ queryKey: playerBonusKeys.all });
    const type = event.message.bonus_type;
    if (SHOWN_TYPES.includes(type) && enabledFor[type as ShownBonusType])
      setIssued((ids) => [...ids, event.message.bonus_id]);
  });

  useEffect(() => {
    if (issued.length === 0 || !available.data) return;
    const found = available.data.filter((bonus) => issued.includes(bonus.id));
    if (found.length === 0) return;
    for (const bonus of found) {
      const id = `bonus-toast-${bonusTypeOf(bonus)}-${bonus.id}`;
      open.current.push(id);
      toast.show({ id, type: 'success', title: t('toast.title'), description: <BonusCard bonus={bonus} /> });
    }
    setIssued((ids) => ids.filter((id) => !found.some((bonus) => bonus.id === id)));
  }, [issued, available.data, toast, t]);

  useEffect(() => {
    if (viewer !== null) return;
    for (const id of open.current) toast.dismiss(id);
    open.current = [];
    setIssued([]);
  }, [viewer, toast]);
}
