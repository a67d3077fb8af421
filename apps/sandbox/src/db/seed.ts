import type { Sport } from '@sportsbook/contract';
import { sports } from './schema';
import type { Database } from './client';

type SportSeed = Omit<Sport, 'id'>;

// NOTE: urn ids follow the data providers' `sr:sport:N` numbering so that operators recognise them.
const sportSeeds: SportSeed[] = [
  {
    urn_id: 'sr:sport:1',
    key: 'football',
    name: 'Football',
    priority: 100,
    type: 'regular',
    provider: 'betradar',
  },
  {
    urn_id: 'sr:sport:5',
    key: 'tennis',
    name: 'Tennis',
    priority: 95,
    type: 'regular',
    provider: 'betradar',
  },
  {
    urn_id: 'sr:sport:2',
    key: 'basketball',
    name: 'Basketball',
    priority: 90,
    type: 'regular',
    provider: 'betradar',
  },
  {
    urn_id: 'sr:sport:4',
    key: 'ice-hockey',
    name: 'Ice Hockey',
    priority: 85,
    type: 'regular',
    provider: 'betradar',
  },
  {
    urn_id: 'sr:sport:23',
    key: 'volleyball',
    name: 'Volleyball',
    priority: 80,
    type: 'regular',
    provider: 'betradar',
  },
  {
    urn_id: 'sr:sport:6',
    key: 'handball',
    name: 'Handball',
    priority: 75,
    type: 'regular',
    provider: 'betradar',
  },
  {
    urn_id: 'sr:sport:20',
    key: 'table-tennis',
    name: 'Table Tennis',
    priority: 70,
    type: 'regular',
    provider: 'betradar',
  },
  {
    urn_id: 'sr:sport:3',
    key: 'baseball',
    name: 'Baseball',
    priority: 65,
    type: 'regular',
    provider: 'betradar',
  },
  {
    urn_id: 'sr:sport:16',
    key: 'american-football',
    name: 'American Football',
    priority: 60,
    type: 'regular',
    provider: 'betradar',
  },
  {
    urn_id: 'sr:sport:41',
    key: 'horse-racing',
    name: 'Horse Racing',
    priority: 55,
    type: 'regular',
    provider: 'racing',
  },
  {
    urn_id: 'sr:sport:109',
    key: 'cs2',
    name: 'Counter-Strike 2',
    priority: 50,
    type: 'cyber',
    provider: 'oddin',
  },
  { urn_id: 'sr:sport:111', key: 'dota-2', name: 'Dota 2', priority: 45, type: 'cyber', provider: 'oddin' },
  {
    urn_id: 'sr:sport:110',
    key: 'league-of-legends',
    name: 'League of Legends',
    priority: 40,
    type: 'cyber',
    provider: 'oddin',
  },
  {
    urn_id: 'sr:sport:137',
    key: 'efootball',
    name: 'eFootball',
    priority: 35,
    type: 'cyber',
    provider: 'oddin',
  },
  {
    urn_id: 'sr:sport:1001',
    key: 'lotteries',
    name: 'Lotteries',
    priority: 30,
    type: 'regular',
    provider: 'lottery',
  },
];

/** Fills an empty catalogue with the sports list; a database that already has sports is left alone. */
export async function seedDatabase(db: Database): Promise<void> {
  const existing = await db.select({ id: sports.id }).from(sports).limit(1);
  if (existing.length > 0) return;
  await db.insert(sports).values(
    sportSeeds.map((seed) => ({
      urnId: seed.urn_id,
      key: seed.key,
      name: seed.name,
      priority: seed.priority,
      type: seed.type,
      provider: seed.provider,
    })),
  );
}
