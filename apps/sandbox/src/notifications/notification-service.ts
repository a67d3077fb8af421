import type { Bet, Notification } from '@sportsbook/contract';
import type { SandboxInfra } from '../deps';
import { publishToPlayer } from '../realtime/publish-to-player';
import type { DomainEventMap } from '../domain-events';
import { betNotification } from './bet-notifications';
import { notificationRepository } from './notification-repository';
import type { NewNotification, NotificationRow } from './notification-repository';
import { renderNotification } from './notification-texts';
import type { NotificationTemplate } from './notification-texts';
import { bonusNotification, jackpotNotification } from './reward-notifications';

/** An operator's announcement (the control API's maintenance notice): its own text, to some or all players. */
export interface Announcement {
  title: string;
  body: string;
  caption?: string | undefined;
  userIds?: number[] | undefined;
}

/** A stored notification as the contract shows it, its text in `language`. */
export function notificationView(row: NotificationRow, language: string): Notification {
  const text = row.template
    ? renderNotification(row.template as NotificationTemplate, row.params, language)
    : { title: row.title ?? '', body: row.body ?? '' };
  return {
    id: row.id,
    ...text,
    caption: row.template ? (row.params.ref ?? null) : (row.params.caption ?? null),
    type: row.kind as Notification['type'],
    object_type: row.objectType,
    object_id: row.objectId,
    read: row.read,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The player's notifications (issue 22): raised from what happens to them (a bet settled or cashed out) and from
 * operators' announcements, stored, read and marked read; each new one and each change of the unread count is
 * published on the player's private channel (`notification`, `unread_counters_changed`).
 */
export function createNotificationService(infra: SandboxInfra) {
  const repository = notificationRepository(infra.db);

  async function publishUnread(userId: number): Promise<void> {
    const unread = await repository.count(userId, true);
    await publishToPlayer(infra, userId, { event_name: 'unread_counters_changed', message: { unread } });
  }

  async function raise(row: NewNotification): Promise<Notification | null> {
    const stored = await repository.insert(row);
    if (!stored) return null;
    await publishToPlayer(infra, row.userId, (language) => ({
      event_name: 'notification',
      message: { notification: notificationView(stored, language) },
    }));
    await publishUnread(row.userId);
    await infra.events.emit('notificationRaised', {
      userId: row.userId,
      view: (language) => notificationView(stored, language),
    });
    return notificationView(stored, 'en');
  }

  return {
    repository,
    /** Reacts to the `betChanged` domain event: a settled, cashed-out or cancelled bet raises one notification. */
    async onBetChanged({ userId, bet }: { userId: number; bet: Bet }): Promise<void> {
      const row = betNotification(userId, bet);
      if (row) await raise(row);
    },
    /** Reacts to `bonusIssued`: the player hears of their new bonus. */
    async onBonusIssued(event: DomainEventMap['bonusIssued']): Promise<void> {
      await raise(bonusNotification(event));
    },
    /** Reacts to `jackpotHit`: the player hears of their paid jackpot win. */
    async onJackpotHit(event: DomainEventMap['jackpotHit']): Promise<void> {
      await raise(jackpotNotification(event));
    },
    /** Stores an announcement for each player named (every player when none is); answers how many got it. */
    async announce(announcement: Announcement, key: string): Promise<number> {
      const userIds = announcement.userIds ?? (await repository.allPlayers());
      const raised = await Promise.all(
        userIds.map((userId) =>
          raise({
            userId,
            kind: 'maintenance',
            objectType: null,
            objectId: null,
            template: null,
            params: announcement.caption ? { caption: announcement.caption } : {},
            title: announcement.title,
            body: announcement.body,
            dedupeKey: `maintenance:${key}`,
          }),
        ),
      );
      return raised.filter(Boolean).length;
    },
    async page(userId: number, query: { page: number; limit: number }, language: string) {
      const { rows, total } = await repository.page(userId, query.page, query.limit);
      return { rows: rows.map((row) => notificationView(row, language)), total };
    },
    unread: (userId: number) => repository.count(userId, true),
    async markRead(userId: number, ids: readonly number[]): Promise<void> {
      if ((await repository.markRead(userId, ids)) > 0) await publishUnread(userId);
    },
    async markAllRead(userId: number): Promise<void> {
      if ((await repository.markAllRead(userId)) > 0) await publishUnread(userId);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
