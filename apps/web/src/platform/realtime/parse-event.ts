import { RealtimeEvent } from '@sportsbook/contract';
import type { ZodError } from 'zod';

type EventSchema = (typeof RealtimeEvent.options)[number];

// The contract's schema of each event, by name: a publication is checked against its own event's schema only.
const eventSchemas = new Map<unknown, EventSchema>(
  RealtimeEvent.options.map((schema) => [schema.shape.event_name.value, schema]),
);

/**
 * A publication as a valid event, or why it is not one. Checked against the contract's schema of its own event
 * (the union's lookup and its fallbacks skipped); an unknown or missing name is left to the union to reject.
 */
export function parseEvent(data: unknown): { event: RealtimeEvent } | { error: ZodError } {
  const name =
    typeof data === 'object' && data !== null ? (data as { event_name?: unknown }).event_name : null;
  const schema = eventSchemas.get(name) ?? RealtimeEvent;
  const parsed = schema.safeParse(data);
  return parsed.success ? { event: parsed.data as RealtimeEvent } : { error: parsed.error };
}
