import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../deps';
import { registerRoute } from '../http/register-route';
import { pageOf } from '../sportsbook/pagination';
import { notificationLanguage } from './notification-texts';

const ok = { ok: true } as const;

/** The notification routes of SPEC §7: the list (newest first, paged), the unread count, marking read. */
export function notificationRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { notifications } = deps.services;
  const { sportsbook } = routes;

  registerRoute(app, sportsbook.getNotifications, async ({ player, query, request }) => {
    const language = notificationLanguage(request.headers['accept-language']);
    const { rows, total } = await notifications.page(player.userId, query, language);
    return pageOf(rows, total, query);
  });
  registerRoute(app, sportsbook.getNotificationCounters, async ({ player }) => ({
    unread: await notifications.unread(player.userId),
  }));
  registerRoute(app, sportsbook.readAllNotifications, async ({ player }) => {
    await notifications.markAllRead(player.userId);
    return ok;
  });
  registerRoute(app, sportsbook.readNotifications, async ({ player, body }) => {
    await notifications.markRead(player.userId, body.ids);
    return ok;
  });
}
