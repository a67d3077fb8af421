import type { Outright } from '@sportsbook/contract';

/** The page of an outright (issue 17): all its markets. */
export function outrightHref(outright: Pick<Outright, 'id'>): string {
  return `/outrights/${outright.id}`;
}
