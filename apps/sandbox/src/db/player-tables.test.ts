import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../config';
import { addFavourite, listFavourites, removeFavourite } from '../sportsbook/favourites/favourites-store';
import { DEFAULT_PREFERENCES } from '../sportsbook/settings/defaults';
import { loadPreferences, savePreferences } from '../sportsbook/settings/preferences-store';
import { openDatabase } from './client';
import type { DatabaseHandle } from './client';

// NOTE: PGlite in memory by default; `npm run test:db` runs this file on the PostgreSQL of DATABASE_URL.
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase(resolveOptions({ dataDir: 'memory', reset: true }));
});

afterAll(async () => {
  await database.close();
});

describe('player settings and favourites tables', () => {
  it('stores a change over the defaults and updates it in place', async () => {
    expect(await loadPreferences(database.db, 1)).toMatchObject({ stakes: DEFAULT_PREFERENCES.stakes });
    const at = new Date('2026-11-21T18:00:00.000Z');
    await savePreferences(database.db, 1, { stakes: [3_000_000_000], oddsType: 'british' }, at);
    await savePreferences(database.db, 1, { autoAcceptOddsChange: 'any' }, new Date(at.getTime() + 1_000));
    // a stake above 2^31 minor units survives the round trip (JSON numbers, not int4)
    expect(await loadPreferences(database.db, 1)).toEqual({
      stakes: [3_000_000_000],
      oddsType: 'british',
      autoAcceptOddsChange: 'any',
      oneSignalSubscription: null,
      updatedAt: new Date(at.getTime() + 1_000),
    });
    expect((await loadPreferences(database.db, 2)).oddsType).toBe(DEFAULT_PREFERENCES.oddsType);
  });

  it('keeps one row per favourite, per player and kind, in the order they were added', async () => {
    await addFavourite(database.db, 7, 'matches', 30);
    await addFavourite(database.db, 7, 'matches', 10);
    await addFavourite(database.db, 7, 'matches', 30);
    await addFavourite(database.db, 7, 'tournaments', 30);
    await addFavourite(database.db, 8, 'matches', 20);
    expect(await listFavourites(database.db, 7, 'matches')).toEqual([30, 10]);
    expect(await listFavourites(database.db, 7, 'tournaments')).toEqual([30]);
    await removeFavourite(database.db, 7, 'matches', 30);
    await removeFavourite(database.db, 7, 'matches', 30);
    expect(await listFavourites(database.db, 7, 'matches')).toEqual([10]);
    expect(await listFavourites(database.db, 8, 'matches')).toEqual([20]);
  });
});
