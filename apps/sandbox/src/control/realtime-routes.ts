import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { parse } from './parse';

/** `PUT /__sandbox/realtime/outage`: start (`true`) or end (`false`) a simulated outage of the real-time hub. */
export const OutageBody = z.strictObject({ on: z.boolean() });

/** Real-time endpoints, for the listing. */
export const realtimeEndpoints = [
  {
    method: 'PUT',
    path: '/__sandbox/realtime/outage',
    summary: 'Drop every real-time socket and refuse new ones {on: true}, or serve them again {on: false}',
  },
];

/** The control API's handle on the real-time service: an outage that browser tests can start and end. */
export function realtimeRoutes(app: FastifyInstance, { realtime }: SandboxDeps): void {
  app.put('/__sandbox/realtime/outage', async (request) => {
    const { on } = parse(OutageBody, request.body, 'body');
    if (!realtime.outage)
      throw new ApiError(409, 'conflict', 'Clients connect to Centrifugo, not to the embedded hub');
    realtime.outage.setOutage(on);
    return { outage: realtime.outage.outage };
  });
}
