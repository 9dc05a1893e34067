import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { asc, inArray, isNull, sql } from 'drizzle-orm';
import { MODERATION_ROOM, PUBLIC_ROOM, type ServerToClientEvents } from '@focustube/contracts';
import { announceCatalogueChange, OUTBOX_CHANNEL, schema, statusCounts, type DatabaseHandle } from '@focustube/core';

const BATCH = 500;
/** One relay drains at a time across all workers, so events leave in commit order. */
const RELAY_LOCK = 727_002;

export interface OutboxRelayDeps {
  database: DatabaseHandle;
  redis: Redis;
  prefix: string;
  socketKey: string;
  log: { info(fields: object, message: string): void; warn(fields: object, message: string): void };
  failedJobs: () => Promise<number>;
  /** Fault injection for tests: runs after publishing and before marking rows sent. */
  afterPublish?: () => Promise<void>;
}

export interface OutboxRelay {
  /** Publishes everything committed so far; resolves when the outbox is empty. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Publishes committed outbox rows, in id order, to Socket.IO through the Redis emitter, then marks them
 * sent. A crash between the two re-sends on the next drain: delivery is at least once, and every event
 * carries its `outbox_id` so clients drop repeats. Woken by NOTIFY at commit; a slow poll catches the rest.
 */
export async function startOutboxRelay(deps: OutboxRelayDeps): Promise<OutboxRelay> {
  const { db } = deps.database;
  const emitter = new Emitter<ServerToClientEvents>(deps.redis, { key: deps.socketKey });
  const o = schema.outbox;
  let running: Promise<void> | null = null;
  let again = false;
  let countsTimer: NodeJS.Timeout | null = null;

  const sendCounts = () => {
    // Counting is not free on a large catalogue: at most once a second, trailing.
    countsTimer ??= setTimeout(() => {
      countsTimer = null;
      Promise.all([statusCounts(db), deps.failedJobs()])
        .then(([counts, failed]) =>
          emitter.to(MODERATION_ROOM).emit('queue:counts', { ...counts, failed_jobs: failed }),
        )
        .catch((err: unknown) => deps.log.warn({ err }, 'queue counts failed'));
    }, 1000);
  };

  /**
   * Who acted is for moderators: an event for the public room goes whole to the moderation room and
   * without `actor` to every other socket of the public room. Each socket gets it once, same `outbox_id`.
   */
  const publish = (room: string, event: keyof ServerToClientEvents, payload: Record<string, unknown>) => {
    if (room !== PUBLIC_ROOM || !('actor' in payload)) {
      emitter.to(room).emit(event, payload as never);
      return;
    }
    const { actor: _actor, ...anonymous } = payload;
    emitter.to(MODERATION_ROOM).emit(event, payload as never);
    emitter
      .to(PUBLIC_ROOM)
      .except(MODERATION_ROOM)
      .emit(event, anonymous as never);
  };

  async function drainOnce(): Promise<number> {
    const sent = await db.transaction(async (tx) => {
      const [lock] = await tx
        .select({ ok: sql<boolean>`pg_try_advisory_xact_lock(${RELAY_LOCK})` })
        .from(sql`(select 1) as one`);
      if (!lock?.ok) return [];
      const rows = await tx.select().from(o).where(isNull(o.publishedAt)).orderBy(asc(o.id)).limit(BATCH).for('update');
      for (const row of rows) {
        const requestId = row.requestId ? { request_id: row.requestId } : {};
        // The row was written through recordEvents/eventInsertSql, typed by its event: what was stored for
        // `row.event`, with the row's id and request, is that event's payload.
        const payload: Record<string, unknown> = { outbox_id: row.id, ...requestId, ...(row.payload as object) };
        publish(row.room, row.event, payload);
      }
      await deps.afterPublish?.();
      if (rows.length > 0)
        await tx
          .update(o)
          .set({ publishedAt: sql`now()` })
          .where(
            inArray(
              o.id,
              rows.map((r) => r.id),
            ),
          );
      return rows;
    });
    for (const row of sent)
      deps.log.info(
        { outbox_id: row.id, event: row.event, room: row.room, request_id: row.requestId ?? undefined },
        'event published',
      );
    if (sent.some((r) => r.room === PUBLIC_ROOM)) await announceCatalogueChange(deps.redis, deps.prefix);
    if (sent.length > 0) sendCounts();
    return sent.length;
  }

  async function loop() {
    do {
      again = false;
      while ((await drainOnce()) === BATCH) {
        // a full batch: there may be more
      }
    } while (again);
  }

  const drain = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch((err: unknown) => deps.log.warn({ err }, 'outbox relay failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const unlisten = await deps.database.listen(OUTBOX_CHANNEL, () => void drain(), deps.log);
  const poll = setInterval(() => void drain(), 2000);
  await drain();
  return {
    drain,
    async close() {
      clearInterval(poll);
      if (countsTimer) clearTimeout(countsTimer);
      await unlisten();
      await running;
    },
  };
}
