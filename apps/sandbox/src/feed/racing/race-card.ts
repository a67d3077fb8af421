import type { RaceDetails } from '@sportsbook/contract';
import { slugify } from '../slug';
import { createRandom } from '../random';
import type { Random } from '../random';
import { sampleFinishingOrder, winProbabilities } from './harville';
import { raceNameParts, tracks } from './racing-data';
import type { TrackSeed } from './racing-data';
import { generateRunners } from './runners';
import type { WorldRunner } from './runners';

const DAY = 86_400_000;
/** Race ids are `RACE_ID_BASE + day × 100 + race of the day`: stable for a day whatever window is generated. */
export const RACE_ID_BASE = 300_000_000;

/** A race of the generated card: a Match of type `race`. */
export interface WorldRace {
  id: number;
  /** The track's league. */
  leagueId: number;
  slug: string;
  track: TrackSeed;
  name: string;
  offTime: number;
  distanceM: number;
  going: RaceDetails['going'];
  raceClass: number;
  kind: RaceDetails['kind'];
  handicap: boolean;
  runners: WorldRunner[];
  eachWay: RaceDetails['each_way'];
  /** Runner numbers in the order they will finish, decided when the card is made (non-runners left out). */
  finishingOrder: number[];
}

/** Each-way terms by field size, as UK books pay them. */
export function eachWayTerms(runners: number, handicap: boolean): RaceDetails['each_way'] {
  if (runners <= 4) return { places: 1, fraction: '1/1' };
  if (runners <= 7) return { places: 2, fraction: '1/4' };
  if (runners >= 16 && handicap) return { places: 4, fraction: '1/4' };
  if (runners >= 12 && handicap) return { places: 3, fraction: '1/4' };
  return { places: 3, fraction: '1/5' };
}

function going(track: TrackSeed, random: Random): RaceDetails['going'] {
  if (track.surface === 'all-weather') return 'standard';
  if (track.surface === 'dirt') return 'fast';
  if (track.country === 'FR') return random.pick(['good', 'good to soft', 'soft'] as const);
  return random.pick(['good to firm', 'good', 'good', 'good to soft', 'soft', 'heavy'] as const);
}

/** The meetings of one day: two British tracks and one of every other country, drawn from the day's seed. */
function meetings(random: Random): TrackSeed[] {
  const of = (country: TrackSeed['country']) => tracks.filter((track) => track.country === country);
  const british = of('GB');
  const first = random.pick(british);
  let second = random.pick(british);
  while (second === first) second = random.pick(british);
  return [
    first,
    second,
    random.pick(of('IE')),
    random.pick(of('FR')),
    random.pick(of('US')),
    random.pick(of('AU')),
  ];
}

/**
 * The races of one UTC day (`day` = days since the epoch): six meetings of six to eight races, half an hour
 * apart, each with its runners and its result decided from the ratings. The same seed and day always give the
 * same card, so any window of days can be generated on demand.
 */
export function generateRaceDay(
  seed: number,
  day: number,
  leagueIdOf: (track: TrackSeed) => number,
): WorldRace[] {
  const random = createRandom((seed ^ Math.imul(day, 0x9e3779b1)) >>> 0);
  const races: WorldRace[] = [];
  for (const track of meetings(random)) {
    // NOTE: a horse runs once per meeting; 400 name pairs leave plenty for a meeting's hundred-odd runners.
    const usedNames = new Set<string>();
    const count = random.int(6, 8);
    for (let index = 0; index < count; index += 1) {
      const kind: RaceDetails['kind'] =
        track.jumps && random.next() < 0.6 ? random.pick(['hurdle', 'chase'] as const) : 'flat';
      const raceType = random.pick(raceNameParts.kinds[kind]);
      const handicap = raceType.includes('Handicap');
      const furlongs = kind === 'flat' ? random.int(5, 16) : random.int(16, 26);
      const runners = generateRunners(random, {
        count: random.int(8, 14),
        jumps: kind !== 'flat',
        usedNames,
      });
      const starters = runners.filter((runner) => !runner.non_runner);
      const order = sampleFinishingOrder(
        winProbabilities(starters.map((runner) => runner.rating)),
        random,
      ).map((index) => starters[index]!.number);
      const offTime = day * DAY + track.firstRaceHourUtc * 3_600_000 + index * random.int(30, 35) * 60_000;
      const id = RACE_ID_BASE + day * 100 + races.length;
      const name = `${random.pick(raceNameParts.sponsors)} ${raceType}`;
      const hhmm = new Date(Math.round(offTime / 300_000) * 300_000)
        .toISOString()
        .slice(11, 16)
        .replace(':', '');
      races.push({
        id,
        leagueId: leagueIdOf(track),
        slug: `${slugify(track.name)}-${hhmm}-${id}`,
        track,
        name,
        offTime: Math.round(offTime / 300_000) * 300_000,
        distanceM: Math.round(furlongs * 201.168),
        going: going(track, random),
        raceClass: random.int(1, 6),
        kind,
        handicap,
        runners,
        eachWay: eachWayTerms(starters.length, handicap),
        finishingOrder: order,
      });
    }
  }
  return races;
}
