'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiContext } from '../api/use-api-context';
import { sectionSwitchesOf } from '../navigation/section-switches';
import type { SectionSwitches } from '../navigation/section-switches';
import { visitorSettingsQueryOptions } from './settings-query';
import { usePlayerSettings } from './use-player-settings';

/**
 * The section switches in force (SPEC §3 Settings): from the player's own settings once known, before that from
 * the visitor's settings the server rendered the page with, so a switched-off section's links never flash in.
 */
export function useSectionSwitches(): SectionSwitches {
  const own = usePlayerSettings();
  // NOTE: never fetched here: the layout prefetches it; without that entry every section stays on.
  const { data: rendered } = useQuery({ ...visitorSettingsQueryOptions(useApiContext()), enabled: false });
  const { video, horseRacing, lottery } = sectionSwitchesOf(own ?? rendered);
  // NOTE: one object while the switches stay the same: readers memoize on it (the search's options, useSports'
  // select), and a new object every render would redo their work and reset what depends on it.
  return useMemo(() => ({ video, horseRacing, lottery }), [video, horseRacing, lottery]);
}
