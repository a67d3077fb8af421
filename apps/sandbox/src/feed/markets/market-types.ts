import type { marketGroupKeys } from '@sportsbook/contract';

/** The book's margin on every market (a 105.5 % book). */
export const BOOK_MARGIN = 0.055;

/**
 * Market type ids, numbered as the common data feeds number them (1 is 1X2, 18 a total, 186 a two-way winner
 * …), so an operator's mapping tables recognise them.
 */
export const MarketType = {
  matchResult: 1,
  doubleChance: 10,
  drawNoBet: 11,
  handicap: 16,
  total: 18,
  homeTotal: 19,
  awayTotal: 20,
  bothTeamsToScore: 29,
  correctScore: 41,
  firstHalfResult: 60,
  firstHalfHandicap: 66,
  firstHalfTotal: 68,
  secondHalfResult: 83,
  secondHalfTotal: 90,
  winner: 186,
  gameHandicap: 187,
  totalGames: 189,
  setBetting: 199,
  setWinner: 202,
  winnerInclOvertime: 219,
  handicapInclOvertime: 223,
  totalInclOvertime: 225,
  homeTotalInclOvertime: 227,
  awayTotalInclOvertime: 228,
  quarterResult: 235,
  quarterTotal: 236,
  totalPoints: 238,
  winnerInclExtraInnings: 251,
  runLine: 256,
  totalInclExtraInnings: 258,
  mapHandicap: 327,
  totalMaps: 328,
  mapWinner: 330,
  winnerInclOvertimeAndPenalties: 406,
} as const;

/** A market type id. */
export type MarketTypeId = (typeof MarketType)[keyof typeof MarketType];

/** Market group keys (the tabs of a match page), as the contract lists them. */
export type GroupKey = (typeof marketGroupKeys)[number];
