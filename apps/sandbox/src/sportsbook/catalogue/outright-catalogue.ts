import type { Outright } from '@sportsbook/contract';
import { EventOverrides } from '../../event-kinds/event-overrides';
import { generateOutrights, outrightStatus } from '../../feed/outrights/outrights';
import type { WorldOutright } from '../../feed/outrights/outrights';
import type { World } from '../../feed/world';
import { outrightView, selectOutrights } from './outrights-view';
import type { OutrightFilters } from './outrights-view';
import type { Countable } from './races-draws-outrights-counters';

/**
 * Outrights (SPEC §3 Non-match event): a season's winner, top scorer and the like for the world's leagues,
 * generated once from the seed. A service of its own beside the match catalogue: `GET /outrights` reads it,
 * and the counters count its events in `outrightsCount`.
 */
export class OutrightCatalogue {
  constructor(
    private readonly world: World,
    private readonly generated: readonly WorldOutright[],
    private readonly now: () => number,
    /** Outrights the control API resolved (issue 17) end when it resolved them. */
    private readonly overrides = new EventOverrides(),
  ) {}

  /** The outrights as the control API left them. */
  private get outrights(): readonly WorldOutright[] {
    return this.generated.map((outright) => this.overrides.outright(outright));
  }

  /** Outrights by the filters of `GET /outrights`, the soonest to end first. */
  list(filters: OutrightFilters): Outright[] {
    return selectOutrights(this.outrights, this.world, filters, this.now());
  }

  /** One outright as the contract shows it, if there is one with that id. */
  get(id: number): Outright | undefined {
    const outright = this.worldOutright(id);
    return outright && outrightView(outright, this.world, this.now());
  }

  /** The generated outright behind an id (its competitors and markets), for betting and settling on it. */
  worldOutright(id: number): WorldOutright | undefined {
    const outright = this.generated.find((candidate) => candidate.id === id);
    return outright && this.overrides.outright(outright);
  }

  /** Every outright as the counters count it: where it sits, its run (start to end date), its status now. */
  countables(): Countable[] {
    const now = this.now();
    return this.outrights.map((outright) => ({
      sportId: outright.sportId,
      categoryId: outright.categoryId,
      leagueId: outright.leagueId,
      startTime: outright.startTime,
      endTime: outright.endDate,
      status: outrightStatus(outright, now),
    }));
  }
}

/** The outrights of a world, generated from its seed at `now()`. */
export function createOutrightCatalogue(
  world: World,
  seed: number,
  now: () => number,
  overrides = new EventOverrides(),
): OutrightCatalogue {
  return new OutrightCatalogue(world, generateOutrights(world, seed, now()), now, overrides);
}
