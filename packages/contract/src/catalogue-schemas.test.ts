import * as contract from './index';
import { describeSamples } from './testing/describe-samples';
import type { SampleCase } from './testing/describe-samples';
import {
  sampleCategory,
  sampleDrawMatch,
  sampleLeague,
  sampleMarket,
  sampleMatch,
  sampleRaceMatch,
  sampleSport,
} from './testing/samples';

const at = '2026-11-21T18:00:00.000Z';

const outright = {
  id: 9,
  name: 'Premier League winner',
  parent: null,
  competitors: [],
  start_time: at,
  end_date: at,
  status: 0,
  markets: [],
};

/** The catalogue's schemas (SPEC §3), each with a sample it must accept and one it must refuse (and why). */
const cases: SampleCase[] = [
  ['Sport', contract.Sport, sampleSport, { ...sampleSport, type: 'virtual' }, 'unknown sport kind'],
  [
    'Category',
    contract.Category,
    sampleCategory,
    { ...sampleCategory, country_code: 'GBR' },
    'three-letter country code',
  ],
  ['League', contract.League, sampleLeague, { ...sampleLeague, slug: 'Premier League' }, 'slug with spaces'],
  [
    'Outcome',
    contract.Outcome,
    sampleMarket.outcomes[0],
    { ...sampleMarket.outcomes[0], odds: 1 },
    'odds of 1',
  ],
  [
    'Market',
    contract.Market,
    sampleMarket,
    { ...sampleMarket, status: 2 },
    'status outside 1, -1, 0, -2, -3, -4',
  ],
  ['Match', contract.Match, sampleMatch, { ...sampleMatch, status: 6 }, 'status outside 0–5'],
  [
    'MatchListItem',
    contract.MatchListItem,
    { ...sampleMatch, matchId: 1001, availableMarketsCount: 120 },
    sampleMatch,
    'no matchId',
  ],
  [
    'Match (race)',
    contract.Match,
    sampleRaceMatch,
    { ...sampleRaceMatch, race: { ...sampleRaceMatch.race, going: 'muddy' } },
    'unknown going',
  ],
  [
    'Match (draw)',
    contract.Match,
    sampleDrawMatch,
    { ...sampleDrawMatch, draw: { ...sampleDrawMatch.draw, numbers: [0] } },
    'ball number 0',
  ],
  ['Outright', contract.Outright, outright, { ...outright, start_time: 'soon' }, 'start time not a date'],
  [
    'Counters',
    contract.Counters,
    {
      live: 3,
      sports: [{ id: 1, live: 3, gamesCount: 40, outrightsCount: 2 }],
      categories: [],
      tournaments: [],
    },
    { live: -1, sports: [], categories: [], tournaments: [] },
    'negative count',
  ],
  [
    'Pagination',
    contract.Pagination,
    { total: 14, page: 1, limit: 500, last_page: 1 },
    { total: 14, page: 0, limit: 500, last_page: 1 },
    'page 0',
  ],
];

describeSamples('catalogue schemas', cases);
