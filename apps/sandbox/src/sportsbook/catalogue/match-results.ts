import type { LiveBook } from './live-book';
import type { MatchWorld } from './match-world';
import { matchResults, outcomeResultOf } from './outcome-results';
import type { OutcomeResult, OutcomeResultValue } from './settlement';

/** How matches settled, for the bet engine: the control API's settle, or worked out from the final score. */
export class MatchResults {
  constructor(
    private readonly world: MatchWorld,
    private readonly book: LiveBook,
  ) {}

  /**
   * How each outcome of a match settled: set by the control API's settle, or worked out from the final score
   * once the match is finished (all void when it was abandoned); undefined before that.
   */
  outcomeResults(matchId: number): OutcomeResult[] | undefined {
    const match = this.world.match(matchId);
    return match && matchResults(this.book, match, this.world.sportOf(match));
  }

  /** How one outcome of any line settled (offered now or not); undefined until the match is over. */
  outcomeResult(
    matchId: number,
    marketId: number,
    specifier: string,
    outcomeId: number,
  ): OutcomeResultValue | undefined {
    const match = this.world.match(matchId);
    return (
      match &&
      outcomeResultOf(this.book, match, this.world.sportOf(match), { marketId, specifier, outcomeId })
    );
  }
}
