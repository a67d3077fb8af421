import type { Database } from '../../db/client';
import { platformUsers, userLimits, walletAccounts } from '../../db/schema';
import { hashPassword } from '../auth/password';
import { findUserByEmail } from '../users/user-queries';

/** The seeded player a newcomer can sign in with at once (documented in the READMEs). */
export const DEMO_PLAYER = {
  email: 'demo@sandbox.test',
  password: 'demo-pass-1',
} as const;

/**
 * Adds the demo player when missing: confirmed, verified phone, EUR 250.00 and BTC 0.0125 (plus a closed USD
 * account, which the API does not return), Silver status, an activity and a deposit limit. Returns its id.
 */
export async function seedDemoPlayer(db: Database): Promise<number> {
  const existing = await findUserByEmail(db, DEMO_PLAYER.email);
  if (existing) return existing.id;
  const passwordHash = await hashPassword(DEMO_PLAYER.password);
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(platformUsers)
      .values({
        email: DEMO_PLAYER.email,
        passwordHash,
        firstName: 'Alex',
        lastName: 'Demo',
        nickname: 'demo',
        language: 'en',
        currency: 'EUR',
        phoneNumber: '+4915112345678',
        phoneCountry: 'DE',
        phoneVerifiedAt: new Date(),
        confirmedAt: new Date(),
        compPoints: 1250,
        statusIds: [2],
      })
      .onConflictDoNothing({ target: platformUsers.email })
      .returning({ id: platformUsers.id });
    // NOTE: another process seeding the same database won the race; its player is the demo player.
    if (!user) return null;
    await tx.insert(walletAccounts).values([
      { userId: user.id, currency: 'EUR', balance: 25_000, locked: 0 },
      { userId: user.id, currency: 'BTC', balance: 1_250_000, locked: 0 },
      { userId: user.id, currency: 'USD', balance: 0, locked: 0, active: false },
    ]);
    await tx.insert(userLimits).values([
      { userId: user.id, type: 'activity', status: 'active', period: 'day', strategy: 'fixed', value: 240 },
      {
        userId: user.id,
        type: 'deposit',
        status: 'confirmed',
        period: 'month',
        strategy: 'rolling',
        value: 50_000,
      },
    ]);
    return user.id;
  });
  return created ?? (await findUserByEmail(db, DEMO_PLAYER.email))!.id;
}
