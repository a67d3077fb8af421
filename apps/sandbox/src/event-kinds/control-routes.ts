import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../control/parse';
import { MatchIdParams } from '../control/schemas';
import type { Announcer } from '../feed/announcer';
import { ApiError } from '../http/api-error';
import type { Catalogue } from '../sportsbook/catalogue/catalogue';
import { SportsbookCatalogue } from '../sportsbook/catalogue/races-draws-outrights-catalogue';

/** Control endpoints of races, draws and outrights (issue 17), for the listing. */
export const eventKindEndpoints = [
  {
    method: 'POST',
    path: '/__sandbox/races/{id}/run',
    summary: 'Run a race now: it finishes in its seeded order (non-runners left out); its bets then settle',
  },
  {
    method: 'POST',
    path: '/__sandbox/races/{id}/non-runners',
    summary: 'Withdraw runners {runners: [numbers]}: unpriced, off every slip, bets on them void',
  },
  {
    method: 'POST',
    path: '/__sandbox/draws/{id}/draw',
    summary: 'Make a lottery draw now: all its seeded balls are out; its bets then settle',
  },
  {
    method: 'POST',
    path: '/__sandbox/outrights/{id}/resolve',
    summary:
      'Resolve an outright now {winners?: [outcome ids]} (default: the shortest-priced); bets then settle',
  },
];

const NonRunnersBody = z.strictObject({
  runners: z.array(z.number().int().positive().max(99)).min(1).max(40),
});
const ResolveBody = z.strictObject({ winners: z.array(z.number().int().positive()).max(40).optional() });

function specialsOf(catalogue: Catalogue): SportsbookCatalogue {
  if (catalogue instanceof SportsbookCatalogue) return catalogue;
  throw new ApiError(404, 'not_found', 'This catalogue has no races, draws or outrights', {});
}

/** Race, draw and outright control: run, withdraw, draw, resolve; each change announced as the feed would. */
export function eventKindControlRoutes(
  app: FastifyInstance,
  catalogue: Catalogue,
  announcer: Announcer,
): void {
  const raceOr404 = (id: number) => {
    const specials = specialsOf(catalogue);
    const race = specials.specials.find(id, catalogue.clock())?.race;
    if (!race) throw new ApiError(404, 'not_found', `No listed race ${id}`, { id });
    return { specials, race };
  };

  app.post('/__sandbox/races/:id/run', async (request) => {
    const { id } = parse(MatchIdParams, request.params, 'params');
    const { specials } = raceOr404(id);
    specials.specials.overrides.runRace(id, catalogue.clock());
    await announcer.match(id, { status: true, match: true, markets: true });
    return { match: catalogue.match(id) };
  });

  app.post('/__sandbox/races/:id/non-runners', async (request) => {
    const { id } = parse(MatchIdParams, request.params, 'params');
    const { runners } = parse(NonRunnersBody, request.body, 'body');
    const { specials, race } = raceOr404(id);
    const unknown = runners.filter((number) => !race.runners.some((runner) => runner.number === number));
    if (unknown.length > 0)
      throw new ApiError(404, 'not_found', `Race ${id} has no runner ${unknown.join(', ')}`, { unknown });
    specials.specials.overrides.withdraw(id, runners);
    await announcer.match(id, { match: true, markets: true });
    return { match: catalogue.match(id) };
  });

  app.post('/__sandbox/draws/:id/draw', async (request) => {
    const { id } = parse(MatchIdParams, request.params, 'params');
    const specials = specialsOf(catalogue);
    if (!specials.specials.find(id, catalogue.clock())?.draw)
      throw new ApiError(404, 'not_found', `No listed draw ${id}`, { id });
    specials.specials.overrides.drawNow(id, catalogue.clock());
    await announcer.match(id, { status: true, match: true, markets: true });
    return { match: catalogue.match(id) };
  });

  app.post('/__sandbox/outrights/:id/resolve', async (request) => {
    const { id } = parse(MatchIdParams, request.params, 'params');
    const { winners = [] } = parse(ResolveBody, request.body, 'body');
    const specials = specialsOf(catalogue);
    const outright = specials.outright(id);
    if (!outright) throw new ApiError(404, 'not_found', `No outright ${id}`, { id });
    const offered = new Set(outright.markets[0]?.outcomes.map((outcome) => outcome.id));
    const unknown = winners.filter((winner) => !offered.has(winner));
    if (unknown.length > 0)
      throw new ApiError(404, 'not_found', `Outright ${id} has no outcome ${unknown.join(', ')}`, {
        unknown,
      });
    specials.specials.overrides.resolveOutright(id, winners, catalogue.clock());
    return { outright: specials.outright(id) };
  });
}
