import { sql, type SQL } from 'drizzle-orm';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import { MODERATION_ROOM, PUBLIC_ROOM, type ServerToClientEvents } from '@focustube/contracts';
import type { Database } from './db/client.ts';
import * as schema from './db/schema.ts';
import { currentRequestId } from './request-context.ts';

/** Postgres channel the relay listens on; NOTIFY is delivered at commit, so the relay never sees uncommitted rows. */
export const OUTBOX_CHANNEL = 'focustube_outbox';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Tx = PgTransaction<any, typeof schema, any> | Database;

export type EventName = keyof ServerToClientEvents;
/** What a client receives for an event. */
export type EventPayload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];
/** What a writer stores: the relay adds `outbox_id` (the row's id) and `request_id` (the row's column). */
export type StoredPayload<E extends EventName> = Omit<EventPayload<E>, 'outbox_id' | 'request_id'>;

/** One event for the outbox, typed by its name; without a name, any one of them. */
export type OutboxEvent<E extends EventName = EventName> = {
  [K in E]: { event: K; room: string; payload: StoredPayload<K> };
}[E];

export const outboxEvent = <E extends EventName>(event: E, room: string, payload: StoredPayload<E>): OutboxEvent<E> =>
  ({ event, room, payload }) as OutboxEvent<E>;

/** Wakes the relay when the transaction commits. */
async function notifyRelay(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/**
 * Writes events in the caller's transaction: they are published if, and only if, the change commits.
 * Each carries the id of the request (or job) that caused it.
 */
export async function recordEvents(tx: Tx, events: OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  const requestId = currentRequestId() ?? null;
  await tx.insert(schema.outbox).values(events.map((e) => ({ ...e, requestId })));
  await notifyRelay(tx);
}

/**
 * The set-based twin of `recordEvents`, for a writer whose rows exist only inside one SQL statement
 * (bulk approval): an INSERT … SELECT of one event whose payload fields are SQL expressions over `source`
 * (e.g. `from approved having count(*) > 0`). Every field of the event's payload must be given, so the
 * stored JSON has the shape the event map promises. Call `recordedInStatement` after the statement ran.
 */
export function eventInsertSql<E extends EventName>(
  event: E,
  room: string,
  payload: { [K in keyof StoredPayload<E>]-?: SQL },
  source: SQL,
): SQL {
  const o = schema.outbox;
  const fields = sql.join(
    Object.entries(payload as Record<string, SQL>).map(([key, value]) => sql`${key}::text, ${value}`),
    sql`, `,
  );
  return sql`insert into ${o} (${sql.identifier(o.event.name)}, ${sql.identifier(o.room.name)}, ${sql.identifier(o.payload.name)}, ${sql.identifier(o.requestId.name)})
    select ${event}::text, ${room}::text, jsonb_build_object(${fields}), ${currentRequestId() ?? null}::text ${source}`;
}

/** After a statement built with `eventInsertSql` wrote an event: wake the relay at commit. */
export const recordedInStatement = notifyRelay;

/**
 * The Redis channel the relay publishes committed events on and every API instance follows. Its messages
 * are JSON arrays of `PublishedEvent`, in outbox id order. (Plain pub/sub, not Socket.IO's emitter format:
 * each API instance reads the ids itself, so it knows what it has passed on and what a gap cost it.)
 */
export const outboxChannel = (prefix: string) => `${prefix}:outbox`;

/** One outbox row as it travels: `payload` is what clients receive, `outbox_id` and `request_id` included. */
export interface PublishedEvent {
  id: number;
  event: EventName;
  room: string;
  payload: Record<string, unknown>;
}

export function publishedEvent(row: {
  id: number;
  event: EventName;
  room: string;
  payload: unknown;
  requestId: string | null;
}): PublishedEvent {
  // The row was written through recordEvents/eventInsertSql, typed by its event: what was stored for
  // `row.event`, with the row's id and request, is that event's payload.
  const requestId = row.requestId ? { request_id: row.requestId } : {};
  return {
    id: row.id,
    event: row.event,
    room: row.room,
    payload: { outbox_id: row.id, ...requestId, ...(row.payload as object) },
  };
}

/**
 * Who receives an event, and what. Who acted is for moderators: an event for the public room goes whole
 * to the moderation room and without `actor` to every other socket of the public room. Each socket gets
 * it once, with the same `outbox_id`.
 */
export function audiences(e: PublishedEvent): { room: string; except?: string; payload: Record<string, unknown> }[] {
  if (e.room !== PUBLIC_ROOM || !('actor' in e.payload)) return [{ room: e.room, payload: e.payload }];
  const { actor: _actor, ...anonymous } = e.payload;
  return [
    { room: MODERATION_ROOM, payload: e.payload },
    { room: PUBLIC_ROOM, except: MODERATION_ROOM, payload: anonymous },
  ];
}

/** A bulk approval's event lists 5,000 ids (~70 KB): a message holds rows up to about this many bytes. */
const MESSAGE_BYTES = 256 * 1024;

/** Events as the relay's messages: JSON arrays in id order, each at most ~256 KB unless one event is larger. */
export function outboxMessages(events: PublishedEvent[]): string[] {
  const messages: string[] = [];
  let parts: string[] = [];
  let bytes = 0;
  for (const e of events) {
    const json = JSON.stringify(e);
    if (parts.length > 0 && bytes + json.length > MESSAGE_BYTES) {
      messages.push(`[${parts.join(',')}]`);
      parts = [];
      bytes = 0;
    }
    parts.push(json);
    bytes += json.length + 1;
  }
  if (parts.length > 0) messages.push(`[${parts.join(',')}]`);
  return messages;
}
