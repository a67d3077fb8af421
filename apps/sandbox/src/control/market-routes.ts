import { lineOfMarket, marketLineKey, outcomeKey } from '@sportsbook/betting';
import { MatchStatus } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { Announcer } from '../feed/announcer';
import { changeProviderStatus } from '../feed/provider-status-change';
import { ApiError } from '../http/api-error';
import type { MatchCatalogue } from '../sportsbook/catalogue/match-catalogue';
import { matchOr404, setScore, setStatus } from './match-control';
import { parse } from './parse';
import {
  MatchIdParams,
  OddsBody,
  ProviderParams,
  ProviderStatusBody,
  SettleBody,
  SuspensionBody,
} from './schemas';

/** Control endpoints over markets, providers and results, for the listing. */
export const marketEndpoints = [
  {
    method: 'PUT',
    path: '/__sandbox/matches/{id}/odds',
    summary: "Fix an outcome's odds {market_id, specifier?, outcome_id, odds}",
  },
  { method: 'DELETE', path: '/__sandbox/matches/{id}/odds', summary: 'Clear the fixed odds of a match' },
  {
    method: 'PUT',
    path: '/__sandbox/matches/{id}/markets/suspension',
    summary: 'Suspend or reopen a market line {market_id, specifier?, suspended}',
  },
  {
    method: 'PUT',
    path: '/__sandbox/providers/{provider}/status',
    summary: "Set a provider's status {status}",
  },
  {
    method: 'POST',
    path: '/__sandbox/matches/{id}/settle',
    summary: 'Finish and settle {home, away, periods?, results?}',
  },
  { method: 'GET', path: '/__sandbox/matches/{id}/results', summary: 'Outcome results of a settled match' },
];

/** The market line of a match, or 404 when the match does not offer it (or the outcome). */
function lineOr404(
  catalogue: MatchCatalogue,
  id: number,
  marketId: number,
  specifier: string,
  outcomeId?: number,
) {
  const market = catalogue
    .markets(id)
    ?.find((candidate) => candidate.id === marketId && candidate.specifier === specifier);
  const outcome = outcomeId === undefined || market?.outcomes.some((candidate) => candidate.id === outcomeId);
  if (!market || !outcome) {
    throw new ApiError(404, 'not_found', `Match ${id} has no such market line or outcome`, {
      market_id: marketId,
      specifier,
      outcome_id: outcomeId ?? null,
    });
  }
  return market;
}

/** The outcome a result settles, by packages/betting's outcomeKey. */
function resultKey(matchId: number, result: { market_id: number; specifier: string; outcome_id: number }) {
  return outcomeKey({
    matchId,
    marketId: result.market_id,
    outcomeId: result.outcome_id,
    specifier: result.specifier,
  });
}

/** Market control: fixed odds, suspended lines, provider statuses, settlement. */
export function marketRoutes(app: FastifyInstance, catalogue: MatchCatalogue, announcer: Announcer): void {
  const book = catalogue.live;

  app.put('/__sandbox/matches/:id/odds', async (request) => {
    const { id } = parse(MatchIdParams, request.params, 'params');
    const body = parse(OddsBody, request.body, 'body');
    matchOr404(catalogue, id);
    lineOr404(catalogue, id, body.market_id, body.specifier, body.outcome_id);
    book.fixOdds(
      id,
      outcomeKey({
        matchId: id,
        marketId: body.market_id,
        outcomeId: body.outcome_id,
        specifier: body.specifier,
      }),
      body.odds,
    );
    await announcer.match(id, { markets: true });
    return { markets: catalogue.markets(id) };
  });

  app.delete('/__sandbox/matches/:id/odds', async (request, reply) => {
    const { id } = parse(MatchIdParams, request.params, 'params');
    matchOr404(catalogue, id);
    book.clearFixedOdds(id);
    await announcer.match(id, { markets: true });
    return reply.status(204).send();
  });

  app.put('/__sandbox/matches/:id/markets/suspension', async (request) => {
    const { id } = parse(MatchIdParams, request.params, 'params');
    const body = parse(SuspensionBody, request.body, 'body');
    matchOr404(catalogue, id);
    const market = lineOr404(catalogue, id, body.market_id, body.specifier);
    book.suspendLine(id, marketLineKey(lineOfMarket(market)), body.suspended);
    await announcer.match(id, { markets: true });
    return { markets: catalogue.markets(id) };
  });

  app.put('/__sandbox/providers/:provider/status', async (request) => {
    const { provider } = parse(ProviderParams, request.params, 'params');
    const { status } = parse(ProviderStatusBody, request.body, 'body');
    if (!(await changeProviderStatus(catalogue, announcer, provider, status))) {
      throw new ApiError(404, 'not_found', `No provider ${provider}`, { provider });
    }
    return { provider_statuses: catalogue.providerStatuses() };
  });

  app.post('/__sandbox/matches/:id/settle', async (request) => {
    const { id } = parse(MatchIdParams, request.params, 'params');
    const body = parse(SettleBody, request.body, 'body');
    const match = matchOr404(catalogue, id);
    const now = catalogue.clock();
    const live = book.record(id) ?? book.kickOff(match, now);
    if (live.endedAt === null)
      setScore(live, { home: body.home, away: body.away, periods: body.periods }, now);
    else {
      live.state.homeScore = body.home;
      live.state.awayScore = body.away;
      if (body.periods) live.state.periods = body.periods.map((period) => ({ ...period }));
    }
    setStatus(catalogue, match, MatchStatus.finished, now);
    book.forgetResults(id);
    const byKey = new Map(
      (catalogue.outcomeResults(id) ?? []).map((result) => [resultKey(id, result), result]),
    );
    for (const result of body.results ?? []) {
      byKey.set(resultKey(id, result), result);
    }
    const results = [...byKey.values()];
    book.keepResults(id, results);
    await announcer.match(id, { status: true, match: true, markets: true });
    return { match: catalogue.match(id), results };
  });

  app.get('/__sandbox/matches/:id/results', async (request) => {
    const { id } = parse(MatchIdParams, request.params, 'params');
    matchOr404(catalogue, id);
    const results = catalogue.outcomeResults(id);
    if (!results) throw new ApiError(404, 'not_found', `Match ${id} is not settled`, { id });
    return { results };
  });
}
