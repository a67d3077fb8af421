import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Announcer } from '../feed/announcer';
import type { MatchCatalogue } from '../sportsbook/catalogue/match-catalogue';
import { parse } from './parse';
import { StressDriver } from './stress-driver';
import { bookLiveMatches, liveNow } from './stress-matches';

/** `POST /__sandbox/stress`: how many matches under way, how many odds moves a second, for how long. */
export const StressBody = z.strictObject({
  live_matches: z.number().int().nonnegative().max(2000).default(300),
  updates_per_second: z.number().int().nonnegative().max(20_000).default(1000),
  /** 0 only books the matches (so a page can load them before the stream starts). */
  duration_ms: z.number().int().nonnegative().max(600_000).default(15_000),
  /** Matches whose moves the run logs with their publish time (`GET /__sandbox/stress/samples`). */
  sample_match_ids: z.array(z.number().int().positive()).max(500).default([]),
});

/** Stress endpoints, for the listing. */
export const stressEndpoints = [
  {
    method: 'POST',
    path: '/__sandbox/stress',
    summary: 'Book live matches and stream odds moves {live_matches?, updates_per_second?, duration_ms?}',
  },
  { method: 'GET', path: '/__sandbox/stress', summary: 'Where the stress run stands' },
  {
    method: 'GET',
    path: '/__sandbox/stress/samples',
    summary: "The sampled matches' moves with their publish times",
  },
  { method: 'DELETE', path: '/__sandbox/stress', summary: 'Stop the stress run and clear the odds it fixed' },
];

/** The live-odds stress run of the control API (issue 4's stress benchmark drives it). */
export function stressRoutes(app: FastifyInstance, catalogue: MatchCatalogue, announcer: Announcer): void {
  const driver = new StressDriver(catalogue, announcer);
  app.addHook('onClose', async () => driver.stop());

  app.post('/__sandbox/stress', async (request, reply) => {
    const body = parse(StressBody, request.body, 'body');
    const created = await bookLiveMatches(catalogue, announcer, body.live_matches);
    driver.start({
      updatesPerSecond: body.updates_per_second,
      durationMs: body.duration_ms,
      sampleMatchIds: body.sample_match_ids,
    });
    return reply.status(202).send({
      created_match_ids: created,
      live_matches: liveNow(catalogue).length,
      stress: driver.status(),
    });
  });

  app.get('/__sandbox/stress', async () => ({ stress: driver.status() }));
  app.get('/__sandbox/stress/samples', async () => ({ samples: driver.samples() }));

  app.delete('/__sandbox/stress', async (_request, reply) => {
    await driver.release();
    return reply.status(204).send();
  });
}
