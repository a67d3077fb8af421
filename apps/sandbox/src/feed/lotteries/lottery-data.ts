/** A lottery the sandbox draws: `drawn` balls out of 1..`pool`, every `intervalMinutes`. */
export interface LotterySeed {
  name: string;
  pool: number;
  drawn: number;
  intervalMinutes: number;
  /** Minutes past the interval's start the draw happens (a daily draw at 20:00 UTC has 1200). */
  offsetMinutes: number;
  /** The category the lottery is listed under. */
  category: 'quick' | 'classic';
  priority: number;
}

/** Lottery categories: quick draws every few minutes, classic lotteries a few times a day. */
export const lotteryCategories = [
  { key: 'quick', name: 'Quick draws', priority: 100 },
  { key: 'classic', name: 'Classic lotteries', priority: 90 },
] as const;

/** The lotteries, in a fixed order: a lottery's index is part of its draws' ids. */
export const lotteries: readonly LotterySeed[] = [
  {
    name: 'Keno 20/80',
    pool: 80,
    drawn: 20,
    intervalMinutes: 5,
    offsetMinutes: 0,
    category: 'quick',
    priority: 100,
  },
  {
    name: 'Express 5/36',
    pool: 36,
    drawn: 5,
    intervalMinutes: 15,
    offsetMinutes: 2,
    category: 'quick',
    priority: 90,
  },
  {
    name: 'Lotto 6/49',
    pool: 49,
    drawn: 6,
    intervalMinutes: 240,
    offsetMinutes: 30,
    category: 'classic',
    priority: 100,
  },
  {
    name: 'Daily 6/45',
    pool: 45,
    drawn: 6,
    intervalMinutes: 1440,
    offsetMinutes: 1200,
    category: 'classic',
    priority: 90,
  },
];
