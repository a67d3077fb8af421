import { and, arrayOverlaps, eq } from 'drizzle-orm';
import { bets } from '../../db/schema';
import type { SandboxInfra } from '../../deps';
import { subunitsOf } from './bet-limits';
import { publishCashoutChanged } from './bet-events';
import { PLACED_STATUS } from './bet-view';
import { cashoutOffer } from './cashout-offer';

/**
 * Follows the cashout offers of open bets on live matches (prematch prices hardly move) and announces each
 * change (`bet_cashout_changed`, null when cashout is withdrawn, e.g. a suspended market) on the player's
 * private channel, so My Bets shows the live value.
 */
export class CashoutWatch {
  #offers = new Map<number, number | null>();

  constructor(private readonly deps: SandboxInfra) {}

  /** Compares every followed offer with the last one announced; answers how many it announced. */
  async announceChanges(): Promise<number> {
    const { db, catalogue } = this.deps;
    const live = catalogue.matchCatalogue.liveMatches().map((match) => match.id);
    if (live.length === 0) {
      this.#offers.clear();
      return 0;
    }
    const rows = await db
      .select()
      .from(bets)
      .where(and(eq(bets.status, PLACED_STATUS), arrayOverlaps(bets.matchIds, live)));
    const offers = new Map<number, number | null>();
    let announced = 0;
    for (const row of rows) {
      const offer = cashoutOffer(catalogue, row);
      offers.set(row.id, offer);
      if (this.#offers.has(row.id) && this.#offers.get(row.id) === offer) continue;
      const money =
        offer === null ? null : { value: offer, currency: row.currency, subunits: subunitsOf(row.currency) };
      await publishCashoutChanged(this.deps, row.userId, row.id, money);
      announced += 1;
    }
    this.#offers = offers;
    return announced;
  }
}
