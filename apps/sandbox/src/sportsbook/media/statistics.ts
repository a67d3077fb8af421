import type { Match, StatisticsType } from '@sportsbook/contract';
import type { Catalogue } from '../catalogue/catalogue';
import { headToHeadOf } from './head-to-head';
import { lineupsOf } from './lineups';
import { standingsOf } from './standings';
import { TimelineBook } from './timeline';

/** The statistics views of matches (SPEC §7 `/matches/{id}/{type}`), generated from the catalogue. */
export class MatchStatistics {
  readonly #timelines = new TimelineBook();

  constructor(private readonly catalogue: Catalogue) {}

  /** One view of a match; the data of each type is documented on its builder. */
  of(match: Match, type: StatisticsType): Record<string, unknown> {
    switch (type) {
      case 'timeline':
        return this.#timelines.timelineOf(match);
      case 'lineups':
        return lineupsOf(match);
      case 'head-to-head':
        return headToHeadOf(match);
      case 'standings':
        return standingsOf(match, this.catalogue);
    }
  }
}
