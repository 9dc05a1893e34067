import { sql } from 'drizzle-orm';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './db/client.ts';
import * as schema from './db/schema.ts';
import { currentRequestId } from './request-context.ts';

/** Postgres channel the relay listens on; NOTIFY is delivered at commit, so the relay never sees uncommitted rows. */
export const OUTBOX_CHANNEL = 'focustube_outbox';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Tx = PgTransaction<any, typeof schema, any> | Database;

export interface OutboxEvent {
  event: string;
  room: string;
  payload: Record<string, unknown>;
}

/**
 * Writes events in the caller's transaction: they are published if, and only if, the change commits.
 * Each carries the id of the request (or job) that caused it.
 */
export async function recordEvents(tx: Tx, events: OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  const requestId = currentRequestId() ?? null;
  await tx.insert(schema.outbox).values(events.map((e) => ({ ...e, requestId })));
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}
