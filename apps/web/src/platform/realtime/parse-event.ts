import { RealtimeEvent } from '@sportsbook/contract';

type EventSchema = (typeof RealtimeEvent.options)[number];

/** A publication checked against the contract: the event, or why it is not one and what it claimed to be. */
export type ParsedEvent = { event: RealtimeEvent } | { error: Error; kind: string };

// The contract's schema of each event, by name: a publication is checked against its own event's schema only.
const eventSchemas = new Map<unknown, EventSchema>(
  RealtimeEvent.options.map((schema) => [schema.shape.event_name.value, schema]),
);

/**
 * A publication as a valid event, or why it is not one. Checked against the contract's schema of its own event
 * (the union's lookup and its fallbacks skipped); an unknown or missing name is left to the union to reject.
 */
export function parseEvent(data: unknown): ParsedEvent {
  const name =
    typeof data === 'object' && data !== null ? (data as { event_name?: unknown }).event_name : null;
  const schema = eventSchemas.get(name) ?? RealtimeEvent;
  const parsed = schema.safeParse(data);
  if (parsed.success) return { event: parsed.data as RealtimeEvent };
  return { error: parsed.error, kind: typeof name === 'string' ? name : '(no event_name)' };
}
