import type { LoyaltyStore, ProgrammeRow } from './loyalty-store';

/** The hunting and tournament editions running now. */
export type Running = { hunting: ProgrammeRow; tournament: ProgrammeRow };

interface Held {
  running: Running;
  until: number;
  /** Players with an active entry in either edition. */
  joined: Set<number>;
}

/**
 * The running editions and the players who joined them, as farming reads them for every placed bet. An
 * edition's id, window and currency do not change while it runs, and entries are written by joining
 * (`noteJoined`) or by the start-up seed, so a bet of a player who joined nothing costs no query at all (most
 * bets: before this, each paid a read of the player's entries). Held until the first edition ends or a
 * tournament is finished early (`forget`).
 */
export class FarmingEditions {
  #held: Held | null = null;

  constructor(
    private readonly store: LoyaltyStore,
    private readonly load: () => Promise<Running>,
    private readonly now: () => Date,
  ) {}

  /** The running editions, and whether a player joined either (when not, farming has nothing to do). */
  async current(): Promise<{ running: Running; joined: (userId: number) => boolean }> {
    const now = this.now().getTime();
    if (!this.#held || now >= this.#held.until) {
      const running = await this.load();
      const until = Math.min(running.hunting.endsAt.getTime(), running.tournament.endsAt.getTime());
      const joined = await this.store.joinedPlayers([running.hunting.id, running.tournament.id]);
      this.#held = { running, until, joined };
    }
    const { running, joined } = this.#held;
    return { running, joined: (userId) => joined.has(userId) };
  }

  /** A player joined a programme: farming counts their next bet if it is one of the held editions. */
  noteJoined(programmeId: number, userId: number): void {
    const held = this.#held;
    if (held && (programmeId === held.running.hunting.id || programmeId === held.running.tournament.id))
      held.joined.add(userId);
  }

  /** Drops what is held: the next bet reads the editions again (a tournament was ended before its time). */
  forget(): void {
    this.#held = null;
  }
}
