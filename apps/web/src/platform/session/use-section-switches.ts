'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiContext } from '../api/use-api-context';
import { sectionSwitchesOf } from '../navigation/section-switches';
import type { SectionSwitches } from '../navigation/section-switches';
import { playerSettingsQueryOptions, visitorSettingsQueryOptions } from './settings-query';
import { bearerOf } from './use-player-settings';
import { useSessionSelector } from './use-session-selector';

/**
 * The section switches in force (SPEC §3 Settings): from the player's own settings once known, before that from
 * the visitor's settings the server rendered the page with, so a switched-off section's links never flash in.
 */
export function useSectionSwitches(): SectionSwitches {
  const context = useApiContext();
  // NOTE: the bearer alone, not whether the session settled: a visitor's settings are the ones the page was
  // rendered with, so the sports menu, the header's items and the content blocks need not render again when a
  // visitor's session settles after hydration (issue 25, Lighthouse TBT; decision 0048).
  const bearer = useSessionSelector(bearerOf);
  const { data: own } = useQuery({
    ...playerSettingsQueryOptions(context, bearer),
    enabled: bearer !== null,
  });
  // NOTE: never fetched here: the layout prefetches it; without that entry every section stays on.
  const { data: rendered } = useQuery({ ...visitorSettingsQueryOptions(context), enabled: false });
  const { video, horseRacing, lottery } = sectionSwitchesOf(own ?? rendered);
  // NOTE: one object while the switches stay the same: readers memoize on it (the search's options, useSports'
  // select), and a new object every render would redo their work and reset what depends on it.
  return useMemo(() => ({ video, horseRacing, lottery }), [video, horseRacing, lottery]);
}
