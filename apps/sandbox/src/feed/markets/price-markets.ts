import type { Market } from '@sportsbook/contract';
import type { WorldMatch, WorldSport } from '../world';
import { baseballMarkets } from './baseball-markets';
import { esportsMarkets } from './esports-markets';
import { footballMarkets } from './football-markets';
import { iceHockeyMarkets } from './ice-hockey-markets';
import type { MarketSpec } from './market-spec';
import { pointsMarkets } from './points-markets';
import type { PricingState } from './pricing-state';
import { knownState } from './pricing-state';
import type { KnownState } from './pricing-state';
import { rallyMarkets } from './rally-markets';
import { tennisMarkets } from './tennis-markets';
import { toMarkets } from './to-markets';

type Family = (match: WorldMatch, state: KnownState) => MarketSpec[];

/** The market builder of every sport of `sportFormats`. */
const families: Readonly<Record<string, Family>> = {
  football: (match, state) => footballMarkets(match, 'football', state),
  efootball: (match, state) => footballMarkets(match, 'efootball', state),
  'ice-hockey': iceHockeyMarkets,
  handball: (match, state) => pointsMarkets(match, 'handball', state),
  basketball: (match, state) => pointsMarkets(match, 'basketball', state),
  'american-football': (match, state) => pointsMarkets(match, 'american-football', state),
  baseball: baseballMarkets,
  tennis: tennisMarkets,
  volleyball: (match, state) => rallyMarkets(match, 'volleyball', state),
  'table-tennis': (match, state) => rallyMarkets(match, 'table-tennis', state),
  cs2: (match, state) => esportsMarkets(match, 'cs2', state),
  'dota-2': (match, state) => esportsMarkets(match, 'dota-2', state),
  'league-of-legends': (match, state) => esportsMarkets(match, 'league-of-legends', state),
};

/** A sport without its own builder is priced as the typical sport of its model. */
const byModel: Readonly<Record<WorldSport['model'], string>> = {
  goals: 'football',
  points: 'basketball',
  sets: 'tennis',
  maps: 'cs2',
};

/** The fair (pre-margin) market lines of a match, the sport's result market first. */
export function marketSpecs(match: WorldMatch, sport: WorldSport, state: PricingState): MarketSpec[] {
  const family = families[sport.key] ?? families[byModel[sport.model]]!;
  const specs = family(match, knownState(state));
  // NOTE: a stable sort keeps the lines of one market type in their order.
  return specs.sort((a, b) => a.priority - b.priority);
}

/**
 * Every market of a match, priced from the teams' strengths and the state of play with the book's margin,
 * the sport's result market first: decided markets are left out, impossible outcomes inactive, and one line
 * of each market type is flagged most balanced.
 */
export function priceMarkets(
  match: WorldMatch,
  sport: WorldSport,
  state: PricingState,
  urnId: string,
): Market[] {
  return toMarkets(marketSpecs(match, sport, state), urnId, sport.provider);
}
