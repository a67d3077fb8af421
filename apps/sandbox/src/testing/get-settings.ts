import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { expectContractResponse } from './expect-contract';

/** `GET /settings` as a visitor (no headers) or a player, checked against the contract. */
export async function getSettings(app: FastifyInstance, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: '/api/v2/settings', headers });
  expect(response.statusCode).toBe(200);
  return expectContractResponse(routes.sportsbook.getSettings, response.json());
}
