import { routeRefs } from '@sportsbook/contract/refs';
import { notFound } from 'next/navigation';
import { apiRequest } from '../api/api-client';
import { serverApiContext } from '../api/server-context';
import { ALL_SECTIONS_ON, isSportSwitchedOn, sectionSwitchesOf } from './section-switches';
import type { SectionSwitches } from './section-switches';

/**
 * The section switches as the sportsbook reports them to a visitor, for server components. Unreadable settings
 * hide nothing: the page then shows its own error states, as every page does when the sportsbook is away.
 */
export async function sectionSwitchesOnServer(locale: string): Promise<SectionSwitches> {
  try {
    return sectionSwitchesOf(
      await apiRequest(routeRefs.sportsbook.getSettings, {}, serverApiContext(locale)),
    );
  } catch {
    return ALL_SECTIONS_ON;
  }
}

/** Answers not-found for the pages of a sport whose section is switched off (horse racing, lotteries). */
export async function notFoundUnlessSportSwitchedOn(locale: string, sportKey: string): Promise<void> {
  if (!isSportSwitchedOn(sportKey, await sectionSwitchesOnServer(locale))) notFound();
}
