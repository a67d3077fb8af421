import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { platformOutbox } from '../../db/schema';

/** A message as the outbox page lists it. */
export interface OutboxMessage {
  id: number;
  kind: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  createdAt: Date;
}

/** What a mail or SMS carries. */
export interface OutgoingMessage {
  recipient: string;
  subject: string;
  body: string;
  link?: string;
}

/** "Sends" an e-mail: stores it for the outbox page. */
export async function sendEmail(db: Database, message: OutgoingMessage): Promise<void> {
  await db.insert(platformOutbox).values({ kind: 'email', ...message, link: message.link ?? null });
}

/** "Sends" an SMS: stores it for the outbox page. */
export async function sendSms(db: Database, message: OutgoingMessage): Promise<void> {
  await db.insert(platformOutbox).values({ kind: 'sms', ...message, link: message.link ?? null });
}

/** The latest messages, newest first. */
export async function listOutbox(db: Database, limit = 200): Promise<OutboxMessage[]> {
  return db.select().from(platformOutbox).orderBy(desc(platformOutbox.id)).limit(limit);
}
