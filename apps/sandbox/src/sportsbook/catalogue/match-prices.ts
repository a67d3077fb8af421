import type { Market } from '@sportsbook/contract';
import { MatchStatus, providerStatusValues } from '@sportsbook/contract';
import { priceMarkets } from '../../feed/markets';
import type { MatchState } from '../../feed/match-state';
import type { WorldMatch } from '../../feed/world';
import type { LiveBook } from './live-book';
import { overlayMarkets, priceKey } from './market-overlay';
import type { MatchWorld } from './match-world';

/**
 * The markets of each match as offered now: the model's prices, kept while their key holds (a model run per
 * line is dear), with the live side laid over them — suspensions while a goal is confirmed, the provider's
 * status, odds fixed and lines suspended through the control API.
 */
export class MatchPrices {
  readonly #cache = new Map<number, { key: string; markets: Market[] }>();

  constructor(
    private readonly world: MatchWorld,
    private readonly book: LiveBook,
    private readonly now: () => number,
  ) {}

  /** The markets of a match at a state of play, as offered. */
  offered(match: WorldMatch, state: MatchState): Market[] {
    return this.#overlay(match, state, this.#priced(match, state));
  }

  /** Drops a match's kept prices (it left the world). */
  forget(matchId: number): void {
    this.#cache.delete(matchId);
  }

  /** The markets as the model prices them, before suspensions and overrides. */
  #priced(match: WorldMatch, state: MatchState): Market[] {
    const key = priceKey(state, this.now());
    let cached = this.#cache.get(match.id);
    if (cached?.key !== key) {
      cached = {
        key,
        markets: priceMarkets(match, this.world.sportOf(match), state, `sr:match:${match.id}`),
      };
      this.#cache.set(match.id, cached);
      if (state.status !== MatchStatus.prematch && cached.markets.length > 0) {
        this.book.recordOffered(match.id, cached.markets);
      }
    }
    return cached.markets;
  }

  /** The markets as offered: the prices with the live side laid over them (see overlayMarkets). */
  #overlay(match: WorldMatch, state: MatchState, markets: Market[]): Market[] {
    const fixedOdds = this.book.fixedOdds(match.id);
    const suspendedLines = this.book.suspendedLines(match.id);
    return overlayMarkets(markets, {
      matchId: match.id,
      state,
      now: this.now(),
      provider: this.book.providerStatus(this.world.sportOf(match).provider) ?? providerStatusValues.allowed,
      ...(fixedOdds ? { fixedOdds } : {}),
      ...(suspendedLines ? { suspendedLines } : {}),
    });
  }
}
