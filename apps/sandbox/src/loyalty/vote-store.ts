import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { predictionVotes } from '../db/schema';

type Row = typeof predictionVotes.$inferSelect;

const view = (row: Row) => ({
  prediction_id: row.predictionId,
  data: row.data,
  created_at: row.createdAt.toISOString(),
});

/** Prediction votes (SPEC §3 Prediction, §7 `/vote`): one per player and prediction; voting again replaces it. */
export class VoteStore {
  constructor(private readonly db: Database) {}

  async get(userId: number, predictionId: number) {
    const [row] = await this.db
      .select()
      .from(predictionVotes)
      .where(and(eq(predictionVotes.userId, userId), eq(predictionVotes.predictionId, predictionId)));
    return row ? view(row) : null;
  }

  async save(userId: number, predictionId: number, data: Record<string, unknown>, now: Date) {
    const [row] = await this.db
      .insert(predictionVotes)
      .values({ userId, predictionId, data, createdAt: now })
      .onConflictDoUpdate({
        target: [predictionVotes.userId, predictionVotes.predictionId],
        set: { data, createdAt: now },
      })
      .returning();
    return view(row!);
  }
}
