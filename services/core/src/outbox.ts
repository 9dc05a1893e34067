import { sql, type SQL } from 'drizzle-orm';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import type { ServerToClientEvents } from '@focustube/contracts';
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
