import type { OddsAcceptMode, OddsType } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerSettings } from '../../db/schema';
import { DEFAULT_PREFERENCES } from './defaults';
import type { PlayerPreferences } from './defaults';

/** A change of preferences: the fields given, the rest unchanged. */
export type PreferencesChange = Partial<Omit<PlayerPreferences, 'updatedAt'>>;

/** A player's stored preferences, or the defaults when they never changed one. */
export async function loadPreferences(db: Database, userId: number): Promise<PlayerPreferences> {
  const [row] = await db.select().from(playerSettings).where(eq(playerSettings.userId, userId)).limit(1);
  if (!row) return { ...DEFAULT_PREFERENCES, stakes: [...DEFAULT_PREFERENCES.stakes] };
  return {
    stakes: row.stakes,
    // NOTE: the columns are text; only values the contract validated on the way in are ever written.
    autoAcceptOddsChange: row.autoAcceptOddsChange as OddsAcceptMode,
    oddsType: row.oddsType as OddsType,
    oneSignalSubscription: row.oneSignalSubscription,
    updatedAt: row.updatedAt,
  };
}

/** Applies a change over the player's current preferences and stores the result; answers the stored values. */
export async function savePreferences(
  db: Database,
  userId: number,
  change: PreferencesChange,
  now: Date,
): Promise<PlayerPreferences> {
  const current = await loadPreferences(db, userId);
  const next: PlayerPreferences = {
    stakes: change.stakes ?? current.stakes,
    autoAcceptOddsChange: change.autoAcceptOddsChange ?? current.autoAcceptOddsChange,
    oddsType: change.oddsType ?? current.oddsType,
    oneSignalSubscription:
      change.oneSignalSubscription !== undefined
        ? change.oneSignalSubscription
        : current.oneSignalSubscription,
    updatedAt: now,
  };
  const values = {
    stakes: next.stakes,
    autoAcceptOddsChange: next.autoAcceptOddsChange,
    oddsType: next.oddsType,
    oneSignalSubscription: next.oneSignalSubscription,
    updatedAt: now,
  };
  await db
    .insert(playerSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: playerSettings.userId, set: values });
  return next;
}
