import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loyaltyEntries, platformUsers } from '../db/schema';
import { hashPassword } from '../platform/auth/password';
import { poolShare } from './farming-rules';
import type { LoyaltyService } from './loyalty-service';

/** How many other players the seeded tournament ranks the demo player among. */
export const RIVALS = 50;

const DAY = 86_400_000;

/** A rival's seeded score in euro cents: 295.00 down to 45.00 by 5.00, the 8th tying the 7th. */
export function rivalScore(index: number): number {
  return 30_000 - (index === 8 ? 7 : index) * 500;
}

/** The demo player's score: between the 12th and 13th rival, so their row is pinned below the top ten. */
export const DEMO_SCORE = 23_750;

/**
 * The demo world of loyalty (issue 20): fifty rivals in the running tournament, the demo player ranked among
 * them and mid-way through the hunting (30 of 50 points), holding an unopened lootbox. Idempotent: a second
 * start finds every row in place and adds nothing.
 */
export async function seedLoyaltyWorld(db: Database, loyalty: LoyaltyService, demoId: number): Promise<void> {
  const now = new Date();
  const { hunting, tournament } = await loyalty.running();
  const emails = Array.from(
    { length: RIVALS },
    (_, i) => `racer${String(i + 1).padStart(2, '0')}@sandbox.test`,
  );
  const existing = await db
    .select({ id: platformUsers.id, email: platformUsers.email })
    .from(platformUsers)
    .where(inArray(platformUsers.email, emails));
  // Rivals cannot sign in: their password is a random one nobody knows.
  const passwordHash = existing.length === RIVALS ? '' : await hashPassword(randomUUID());
  const added =
    existing.length === RIVALS
      ? []
      : await db
          .insert(platformUsers)
          .values(emails.map((email) => ({ email, passwordHash, language: 'en', currency: 'EUR' })))
          .onConflictDoNothing()
          .returning({ id: platformUsers.id, email: platformUsers.email });
  const rivals = [...existing, ...added].sort((a, b) => a.email.localeCompare(b.email));
  const scored = rivals.map((rival, i) => ({ userId: rival.id, amount: rivalScore(i + 1), hoursAgo: i + 1 }));
  scored.push({ userId: demoId, amount: DEMO_SCORE, hoursAgo: 0.5 });
  const inserted = await db
    .insert(loyaltyEntries)
    .values(
      scored.map(({ userId, amount, hoursAgo }) => ({
        programmeId: tournament.id,
        userId,
        status: 'active',
        currency: 'EUR',
        betsCount: Math.max(1, Math.round(amount / 2_500)),
        stakeSum: amount,
        farmedAmount: amount,
        activatedAt: new Date(Math.max(tournament.startsAt.getTime(), now.getTime() - DAY)),
        scoredAt: new Date(now.getTime() - hoursAgo * 3_600_000),
      })),
    )
    .onConflictDoNothing()
    .returning({ stake: loyaltyEntries.stakeSum });
  const grown = inserted.reduce(
    (sum, row) => sum + poolShare(row.stake, loyalty.config.tournament.pool_share_bp),
    0,
  );
  if (grown > 0) await loyalty.store.growPool(tournament.id, grown);
  await db
    .insert(loyaltyEntries)
    .values({
      programmeId: hunting.id,
      userId: demoId,
      status: 'active',
      currency: 'EUR',
      points: 30,
      betsCount: 3,
      stakeSum: 3_000,
      activatedAt: new Date(Math.max(hunting.startsAt.getTime(), now.getTime() - DAY)),
    })
    .onConflictDoNothing();
  const box = loyalty.config.lootbox;
  await loyalty.lootboxes.earn(
    demoId,
    'seed',
    box as unknown as Record<string, unknown>,
    new Date(now.getTime() + box.valid_days * DAY),
  );
}
