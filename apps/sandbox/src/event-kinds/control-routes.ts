import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../control/parse';
import { MatchIdParams } from '../control/schemas';
import type { SandboxInfra } from '../deps';
import type { Announcer } from '../feed/announcer';
import { ApiError } from '../http/api-error';
import { refundNonRunnerBets } from './non-runner-refunds';

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
    summary:
      'Withdraw runners {runners: [numbers]}: unpriced, off every slip, bets on them void and refunded now',
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

/** Race, draw and outright control: run, withdraw, draw, resolve; each change announced as the feed would. */
export function eventKindControlRoutes(app: FastifyInstance, deps: SandboxInfra, announcer: Announcer): void {
  const { catalogue } = deps;
  const { racesAndDraws, outrights } = catalogue;
  const { overrides } = racesAndDraws;
  const raceOr404 = (id: number) => {
    const race = racesAndDraws.find(id)?.race;
    if (!race) throw new ApiError(404, 'not_found', `No listed race ${id}`, { id });
    return race;
  };

  app.post('/__sandbox/races/:id/run', async (request) => {
    const { id } = parse(MatchIdParams, request.params, 'params');
    raceOr404(id);
    overrides.runRace(id, catalogue.clock());
    await announcer.match(id, { status: true, match: true, markets: true });
    return { match: catalogue.match(id) };
  });

  app.post('/__sandbox/races/:id/non-runners', async (request) => {
    const { id } = parse(MatchIdParams, request.params, 'params');
    const { runners } = parse(NonRunnersBody, request.body, 'body');
    const race = raceOr404(id);
    const unknown = runners.filter((number) => !race.runners.some((runner) => runner.number === number));
    if (unknown.length > 0)
      throw new ApiError(404, 'not_found', `Race ${id} has no runner ${unknown.join(', ')}`, { unknown });
    overrides.withdraw(id, runners);
    await announcer.match(id, { match: true, markets: true });
    const refunds = await refundNonRunnerBets(deps, id, runners);
    return { match: catalogue.match(id), refunds };
  });

  app.post('/__sandbox/draws/:id/draw', async (request) => {
    const { id } = parse(MatchIdParams, request.params, 'params');
    if (!racesAndDraws.find(id)?.draw) throw new ApiError(404, 'not_found', `No listed draw ${id}`, { id });
    overrides.drawNow(id, catalogue.clock());
    await announcer.match(id, { status: true, match: true, markets: true });
    return { match: catalogue.match(id) };
  });

  app.post('/__sandbox/outrights/:id/resolve', async (request) => {
    const { id } = parse(MatchIdParams, request.params, 'params');
    const { winners = [] } = parse(ResolveBody, request.body, 'body');
    const outright = outrights.get(id);
    if (!outright) throw new ApiError(404, 'not_found', `No outright ${id}`, { id });
    const offered = new Set(outright.markets[0]?.outcomes.map((outcome) => outcome.id));
    const unknown = winners.filter((winner) => !offered.has(winner));
    if (unknown.length > 0)
      throw new ApiError(404, 'not_found', `Outright ${id} has no outcome ${unknown.join(', ')}`, {
        unknown,
      });
    overrides.resolveOutright(id, winners, catalogue.clock());
    return { outright: outrights.get(id) };
  });
}
