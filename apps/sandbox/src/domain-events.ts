import type { Bet, BonusType, Notification } from '@sportsbook/contract';
import type { Logger } from 'pino';

/**
 * What happened in the sandbox that other modules react to, by name. A module that lets others react to its
 * facts adds its event here; one that reacts subscribes in `createServices`. The payloads are views already
 * published to the player, so a subscriber needs no access to the emitter's tables.
 */
export interface DomainEventMap {
  /** A bet was placed, settled, cashed out or otherwise changed; `bet` is the view `bet_changed` carries. */
  betChanged: { userId: number; bet: Bet };
  /**
   * A bonus was issued to the player (a campaign, a hunting's freebet, an earned lootbox); its id and type as
   * `bonus_issued` on the private channel carries them. Heard once per issue: an issue key that was used issues
   * nothing and emits nothing.
   */
  bonusIssued: { userId: number; bonusId: number; bonusType: BonusType };
  /** A jackpot hit was paid to the player: its id, jackpot and win in minor units of `currency`. */
  jackpotHit: { userId: number; hitId: number; jackpotId: number; amount: number; currency: string };
  /**
   * A notification was raised for the player and published; `view` draws it in a language (its text is stored
   * as a template), so a listener can tell the player in theirs (a web push).
   */
  notificationRaised: { userId: number; view: (language: string) => Notification };
}

export type DomainEventName = keyof DomainEventMap;
type Listener<K extends DomainEventName> = (event: DomainEventMap[K]) => Promise<void> | void;

/**
 * In-process domain events. Emitting waits for every listener, so a test that places a bet sees its effects;
 * a failing listener is logged and never fails the emitter's request, whose own work is already committed.
 */
export class DomainEvents {
  private readonly listeners = new Map<DomainEventName, Listener<DomainEventName>[]>();

  constructor(private readonly logger: Pick<Logger, 'error'>) {}

  on<K extends DomainEventName>(name: K, listener: Listener<K>): () => void {
    const list = this.listeners.get(name) ?? [];
    list.push(listener as Listener<DomainEventName>);
    this.listeners.set(name, list);
    return () => {
      const index = list.indexOf(listener as Listener<DomainEventName>);
      if (index >= 0) list.splice(index, 1);
    };
  }

  async emit<K extends DomainEventName>(name: K, event: DomainEventMap[K]): Promise<void> {
    const list = [...(this.listeners.get(name) ?? [])];
    await Promise.all(
      list.map(async (listener) => {
        try {
          await listener(event);
        } catch (error) {
          this.logger.error({ err: error, event: name }, 'domain event listener failed');
        }
      }),
    );
  }
}
