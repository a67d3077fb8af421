import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../control/parse';
import type { SandboxDeps } from '../deps';

/** Control endpoints of the notifications, for the listing. */
export const notificationControlEndpoints = [
  {
    method: 'POST',
    path: '/__sandbox/notifications/maintenance',
    summary: 'Announce maintenance {title, body, caption?, user_ids?, key?} to the players named, or to all',
  },
];

const MaintenanceBody = z.strictObject({
  title: z.string().min(1).max(200),
  body: z.string().min(1).max(2000),
  caption: z.string().max(200).optional(),
  user_ids: z.array(z.number().int().positive()).min(1).max(10_000).optional(),
  /** Announcing again under the same key notifies nobody twice. */
  key: z.string().min(1).max(100).optional(),
});

/** Notification control: an operator's maintenance announcement (issue 22). */
export function notificationControlRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  app.post('/__sandbox/notifications/maintenance', async (request, reply) => {
    const body = parse(MaintenanceBody, request.body, 'body');
    const notified = await deps.services.notifications.announce(
      { title: body.title, body: body.body, caption: body.caption, userIds: body.user_ids },
      body.key ?? randomUUID(),
    );
    return reply.status(201).send({ notified });
  });
}
