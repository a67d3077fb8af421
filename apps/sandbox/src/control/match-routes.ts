import type { FastifyInstance } from 'fastify';
import type { Announcer } from '../feed/announcer';
import { advanceLive } from '../feed/live/progress';
import type { MatchCatalogue } from '../sportsbook/catalogue/match-catalogue';
import {
  createMatch,
  liveOr409,
  matchOr404,
  setClock,
  setScore,
  setStatus,
  startMatch,
} from './match-control';
import { parse } from './parse';
import { ClockBody, CreateMatchBody, MatchIdParams, ScoreBody, StatusBody } from './schemas';

/** Control endpoints that make and move matches, for the listing. */
export const matchEndpoints = [
  {
    method: 'POST',
    path: '/__sandbox/matches',
    summary: 'Create a match {sport_key, tournament_id?, home?, away?, start_time?, autoplay?}',
  },
  { method: 'POST', path: '/__sandbox/matches/{id}/start', summary: 'Kick a prematch match off now' },
  {
    method: 'PUT',
    path: '/__sandbox/matches/{id}/clock',
    summary: 'Set the clock {match_time, period?, stopped?}',
  },
  {
    method: 'PUT',
    path: '/__sandbox/matches/{id}/score',
    summary: 'Set the score {home, away, periods?, game?, server?}',
  },
  { method: 'PUT', path: '/__sandbox/matches/{id}/status', summary: 'Set the status {status: 0–5}' },
];

/** Match control: create, start, clock, score, status; each change announced as the feed would announce it. */
export function matchRoutes(app: FastifyInstance, catalogue: MatchCatalogue, announcer: Announcer): void {
  app.post('/__sandbox/matches', async (request, reply) => {
    const body = parse(CreateMatchBody, request.body, 'body');
    const now = catalogue.clock();
    const match = createMatch(catalogue, body, now);
    if (match.startTime <= now) {
      // NOTE: a start in the past: the match is played from then to now, as the feed would have.
      advanceLive(catalogue.live.kickOff(match, match.startTime), now);
      await announcer.match(match.id, { status: true, match: true, markets: true });
    }
    return reply.status(201).send({ match: catalogue.match(match.id) });
  });

  app.post('/__sandbox/matches/:id/start', async (request) => {
    const { id } = parse(MatchIdParams, request.params, 'params');
    startMatch(catalogue, matchOr404(catalogue, id), catalogue.clock());
    await announcer.match(id, { status: true, match: true, markets: true });
    return { match: catalogue.match(id) };
  });

  app.put('/__sandbox/matches/:id/clock', async (request) => {
    const { id } = parse(MatchIdParams, request.params, 'params');
    const body = parse(ClockBody, request.body, 'body');
    setClock(liveOr409(catalogue, matchOr404(catalogue, id)), body, catalogue.clock());
    await announcer.match(id, { match: true });
    return { match: catalogue.match(id) };
  });

  app.put('/__sandbox/matches/:id/score', async (request) => {
    const { id } = parse(MatchIdParams, request.params, 'params');
    const body = parse(ScoreBody, request.body, 'body');
    setScore(liveOr409(catalogue, matchOr404(catalogue, id)), body, catalogue.clock());
    await announcer.match(id, { match: true, markets: true });
    return { match: catalogue.match(id) };
  });

  app.put('/__sandbox/matches/:id/status', async (request) => {
    const { id } = parse(MatchIdParams, request.params, 'params');
    const { status } = parse(StatusBody, request.body, 'body');
    setStatus(catalogue, matchOr404(catalogue, id), status, catalogue.clock());
    await announcer.match(id, { status: true, match: true, markets: true });
    return { match: catalogue.match(id) };
  });
}
