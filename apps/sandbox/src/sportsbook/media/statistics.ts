import type { Match, MatchStatisticsView, StatisticsType } from '@sportsbook/contract';
import type { SportsbookCatalogue } from '../catalogue/sportsbook-catalogue';
import { headToHeadOf } from './head-to-head';
import { lineupsOf } from './lineups';
import { standingsOf } from './standings';
import { TimelineBook } from './timeline';

/** The statistics views of matches (SPEC §7 `/matches/{id}/{type}`), generated from the catalogue. */
export class MatchStatistics {
  readonly #timelines = new TimelineBook();

  constructor(private readonly catalogue: SportsbookCatalogue) {}

  /** One view of a match; the data of each type is documented on its builder. */
  of(match: Match, type: StatisticsType): MatchStatisticsView {
    switch (type) {
      case 'timeline':
        return { type, data: this.#timelines.timelineOf(match) };
      case 'lineups':
        return { type, data: lineupsOf(match) };
      case 'head-to-head':
        return { type, data: headToHeadOf(match) };
      case 'standings':
        return { type, data: standingsOf(match, this.catalogue) };
    }
  }
}
