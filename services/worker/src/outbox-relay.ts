import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { asc, inArray, isNull, sql } from 'drizzle-orm';
import { MODERATION_ROOM, type ServerToClientEvents } from '@focustube/contracts';
import {
  announceCatalogueChange,
  catalogueChangeOf,
  OUTBOX_CHANNEL,
  outboxChannel,
  outboxMessages,
  publishedEvent,
  redisReady,
  schema,
  statusCounts,
  type DatabaseHandle,
} from '@focustube/core';

const BATCH = 500;
/** One relay drains at a time across all workers, so events leave in commit order. */
const RELAY_LOCK = 727_002;
/** The longest one drain may take before the relay gives up on it and starts afresh. */
const DRAIN_TIMEOUT_MS = 10_000;
/** The longest close() waits for queue counts being read. */
const CLOSE_COUNTS_WAIT_MS = 1000;
/** While Redis is away, the poll keeps trying this often; its return wakes the relay at once. */
const POLL_MS = 2000;

export interface OutboxRelayDeps {
  database: DatabaseHandle;
  /**
   * Where events are published: a connection made with `connectRedis(url, 'publisher')`, which rejects
   * a command during an outage instead of queueing it, so a row is marked sent only once Redis took it.
   */
  publisher: Redis;
  /** For the moderators' queue counts (a state, sent again on the next change), through the emitter. */
  redis: Redis;
  prefix: string;
  socketKey: string;
  log: { info(fields: object, message: string): void; warn(fields: object, message: string): void };
  failedJobs: () => Promise<number>;
  /** Fault injection for tests: runs after publishing and before marking rows sent. */
  afterPublish?: () => Promise<void>;
}

export interface OutboxRelay {
  /** Publishes everything committed so far; resolves when the outbox is empty (or Redis is away). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Publishes committed outbox rows, in id order, on the outbox channel every API instance follows, and
 * marks them sent in the same transaction, only after Redis accepted every PUBLISH. During a Redis
 * outage a PUBLISH rejects at once, the transaction rolls back and the rows stay unsent: the table is the
 * queue, so a worker restarted meanwhile loses nothing, and the next drain (the poll, or Redis coming
 * back) sends them, oldest first. A crash between publishing and marking re-sends on the next drain:
 * delivery is at least once, and every event carries its `outbox_id` so clients drop repeats. Woken by
 * NOTIFY at commit; a slow poll catches the rest. An API instance whose own subscription was down when
 * the rows went out reads them from the table (core's outbox feed).
 */
export async function startOutboxRelay(deps: OutboxRelayDeps): Promise<OutboxRelay> {
  const { db } = deps.database;
  const { publisher } = deps;
  const counts = new Emitter<ServerToClientEvents>(deps.redis, { key: deps.socketKey });
  const channel = outboxChannel(deps.prefix);
  const o = schema.outbox;
  let running: Promise<void> | null = null;
  let again = false;
  let countsTimer: NodeJS.Timeout | null = null;
  /** The counts being read and sent: close() waits for them, so none is sent on a connection already shut. */
  let countsSending: Promise<void> | null = null;
  let closed = false;
  /** Since when publishing fails (one warning per outage, one line when it is over). */
  let failingSince: number | null = null;

  const sendCounts = () => {
    // Counting is not free on a large catalogue: at most once a second, trailing.
    if (closed) return;
    countsTimer ??= setTimeout(() => {
      countsTimer = null;
      const sending: Promise<void> = Promise.all([statusCounts(db), deps.failedJobs()])
        .then(([c, failed]) => {
          // The emitter does not hand back its PUBLISH: past close() the connection may be shut.
          if (!closed) counts.to(MODERATION_ROOM).emit('queue:counts', { ...c, failed_jobs: failed });
        })
        .catch((err: unknown) => deps.log.warn({ err }, 'queue counts failed'))
        .finally(() => {
          if (countsSending === sending) countsSending = null;
        });
      countsSending = sending;
    }, 1000);
  };

  async function drainOnce(): Promise<number> {
    const sent = await db.transaction(async (tx) => {
      const [lock] = await tx
        .select({ ok: sql<boolean>`pg_try_advisory_xact_lock(${RELAY_LOCK})` })
        .from(sql`(select 1) as one`);
      if (!lock?.ok) return [];
      const rows = await tx.select().from(o).where(isNull(o.publishedAt)).orderBy(asc(o.id)).limit(BATCH).for('update');
      if (rows.length === 0) return [];
      const events = rows.map(publishedEvent);
      // Sent on one connection, so Redis takes them in this order; marked only once every one resolved.
      const publishing: Promise<unknown>[] = outboxMessages(events).map((message) =>
        publisher.publish(channel, message),
      );
      // Public answers are cached by every API instance: the notice (what changed, when that can be told)
      // goes with the events, or is retried with them.
      const change = catalogueChangeOf(events);
      if (change !== undefined) publishing.push(announceCatalogueChange(publisher, deps.prefix, change ?? undefined));
      await Promise.all(publishing);
      await deps.afterPublish?.();
      // clock_timestamp(), not now() (this transaction's start): the mark is never earlier than the PUBLISH,
      // which an API instance reading what it missed during a gap relies on.
      await tx
        .update(o)
        .set({ publishedAt: sql`clock_timestamp()` })
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
    // A drain that never settles (a query on a connection a database restart cut without a word) must not
    // hold the relay for good: past DRAIN_TIMEOUT_MS the next poll starts a fresh one. The advisory lock
    // keeps the two from sending the same rows: a stuck one still alive holds it, and the fresh one waits.
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`outbox drain did not finish in ${DRAIN_TIMEOUT_MS} ms`)),
        DRAIN_TIMEOUT_MS,
      );
    });
    running = Promise.race([loop(), stuck])
      .finally(() => clearTimeout(timer))
      .then(() => {
        if (failingSince === null) return;
        deps.log.info({ outage_ms: Date.now() - failingSince }, 'outbox relay publishing again');
        failingSince = null;
      })
      .catch((err: unknown) => {
        // Nothing was marked: the rows wait in the outbox for the next drain.
        if (failingSince !== null) return;
        failingSince = Date.now();
        deps.log.warn({ err }, 'outbox relay cannot publish; events wait in the outbox and go out when it can');
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const unlisten = await deps.database.listen(OUTBOX_CHANNEL, () => void drain(), deps.log);
  const poll = setInterval(() => void drain(), POLL_MS);
  const onReady = () => void drain();
  publisher.on('ready', onReady);
  // A moment for the connection to open, so a start beside a healthy Redis does not begin with a warning.
  await redisReady(publisher, 2000);
  await drain();
  return {
    drain,
    async close() {
      closed = true;
      clearInterval(poll);
      publisher.off('ready', onReady);
      if (countsTimer) clearTimeout(countsTimer);
      await unlisten();
      await running;
      // A count still being read (Redis or the database away) is not waited for long: nothing is sent after this.
      if (countsSending)
        await Promise.race([
          countsSending,
          new Promise((resolve) => setTimeout(resolve, CLOSE_COUNTS_WAIT_MS).unref()),
        ]);
    },
  };
}
