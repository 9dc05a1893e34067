import { asc, sql } from 'drizzle-orm';
import type { Database } from './db/client.ts';
import * as schema from './db/schema.ts';
import { outboxChannel, publishedEvent, type EventName, type PublishedEvent } from './outbox.ts';
import { closeRedis, connectRedis } from './redis.ts';

/** The feed's clockwork; tests shorten it. */
export const OUTBOX_FEED_TIMING = {
  /** A PING on the subscription this often proves it still receives everything… */
  heartbeatMs: 5000,
  /** …and one unanswered this long means a silent link: it is dropped and opened again. */
  heartbeatTimeoutMs: 3000,
  /** Added to a gap's length when reading what it cost (the two clocks, the relay's transaction). */
  slackSeconds: 5,
  /** Rows below the highest id passed on that are still read after a gap: rows commit out of id order. */
  lookbackIds: 1000,
  /** Past this many missed events, clients reconnect and re-read instead of being sent them one by one. */
  maxCatchUp: 500,
  /** After a failed read (PostgreSQL down too), the next attempt. */
  retryMs: 2000,
  /** Outbox ids remembered as passed on, so this instance sends none twice. */
  remembered: 10_000,
};

export interface OutboxFeedOptions {
  redisUrl: string;
  prefix: string;
  db: Database;
  /** Passes one event on to this instance's sockets. */
  deliver(event: PublishedEvent): void;
  /** Too much was missed to send it event by event: have this instance's clients reconnect and re-read. */
  resync(missed: number): void;
  log: { info(fields: object, message: string): void; warn(fields: object, message: string): void };
  timing?: Partial<typeof OUTBOX_FEED_TIMING>;
}

export interface OutboxFeed {
  close(): Promise<void>;
}

/**
 * What one API instance's clients are owed, at least once, while the instance runs: every outbox event
 * committed from its start on. Redis pub/sub delivers to whoever is subscribed at the moment of PUBLISH,
 * so a subscription that is down (Redis restarting, the link between this instance and Redis cut, a
 * reconnect in progress) loses what was published meanwhile, although the relay rightly marked it sent.
 * The outbox table keeps everything, so after each gap the feed reads from PostgreSQL what was published
 * during it and passes on what it had not. Cheaper than the alternatives: a Redis Stream per instance
 * would lose its entries with a Redis restarted empty (ours keeps nothing on disk), and every instance
 * reading the table on every commit costs PostgreSQL a query per instance per event; here the table is
 * read only after a gap, with the primary key and the partial index of unpublished rows.
 *
 * A gap starts at the last moment the subscription was known to receive everything (its confirmation,
 * or the last answered PING: Redis answers in order, so every message published before the PING came
 * first) and ends when the subscription is confirmed again. The relay stamps `published_at` after
 * Redis took the PUBLISH (clock_timestamp()), so an event lost in the gap has `published_at` in it, or
 * still none if the relay's transaction has not committed. Live messages arriving while the gap is read
 * are held, then passed on after it in id order, so a client does not see an older event after a newer.
 * The instance passes each outbox id on once (the last 10,000 are remembered): the relay's repeats and
 * the live copy of an event a catch-up sent early stop here; clients still drop any repeat by outbox id.
 */
export async function followOutbox(options: OutboxFeedOptions): Promise<OutboxFeed> {
  const t = { ...OUTBOX_FEED_TIMING, ...options.timing };
  const { db, log } = options;
  const channel = outboxChannel(options.prefix);
  let highest: number | null = await highestId(db).catch(() => null);
  // Opened after the await above, so its first 'ready' cannot pass before the listeners below exist.
  const sub = connectRedis(options.redisUrl, 'pubsub', { connectionName: `${options.prefix}:outbox-feed` });
  const passedOn = new Set<number>();
  // The instance owes its clients everything from its start: the first subscription catches up too.
  let owedSince: number | null = Date.now();
  let coveredUntil = Date.now();
  let losses = 0;
  let held: PublishedEvent[] | null = null;
  let catching = false;
  /** The value of `losses` when the subscription was last confirmed: equal to it while that connection lasts. */
  let confirmed = -1;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let errorLogged = false;
  let readFailing = false;

  const pass = (event: PublishedEvent) => {
    passedOn.add(event.id);
    if (passedOn.size > t.remembered) passedOn.delete(passedOn.values().next().value!);
    if (highest === null || event.id > highest) highest = event.id;
    try {
      options.deliver(event);
    } catch (err) {
      log.warn({ err, outbox_id: event.id }, 'could not pass an event on to the sockets');
    }
  };

  sub.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let events: PublishedEvent[];
    try {
      events = JSON.parse(text) as PublishedEvent[];
    } catch (err) {
      log.warn({ err }, 'unreadable outbox message');
      return;
    }
    if (held) held.push(...events);
    // A relay's repeat, or an event a catch-up already sent early, goes no further (clients would drop it).
    else for (const event of events) if (!passedOn.has(event.id)) pass(event);
  });
  sub.on('error', (err) => {
    // ioredis reports every failed reconnection attempt; one line per outage is enough.
    if (errorLogged) return;
    errorLogged = true;
    log.warn({ err }, 'outbox feed lost Redis; events missed meanwhile are read from the outbox when it is back');
  });
  sub.on('close', () => {
    losses += 1;
    owedSince ??= coveredUntil;
  });
  sub.on('ready', () => {
    errorLogged = false;
    const connection = losses;
    // Subscribed again explicitly (ioredis resubscribes by itself too): once this resolves, Redis sends
    // this connection everything published from now on, and the read below covers the time before.
    sub.subscribe(channel).then(
      () => {
        if (losses !== connection) return; // lost again meanwhile: the next 'ready' starts over
        confirmed = connection;
        void catchUp();
      },
      () => undefined,
    );
  });

  async function catchUp(): Promise<void> {
    // Only once subscribed on the current connection: a read before that could miss what is published
    // between the read and the subscription.
    if (catching || closed || owedSince === null || confirmed !== losses) return;
    clearTimeout(retry);
    retry = undefined;
    const since = owedSince;
    const lossesAtStart = losses;
    const started = Date.now();
    catching = true;
    held = [];
    let missed: PublishedEvent[] = [];
    try {
      const events = await eventsSince(db, {
        highest,
        seconds: (started - since) / 1000 + t.slackSeconds,
        lookbackIds: t.lookbackIds,
        limit: t.maxCatchUp + 1,
      });
      missed = events.filter((e) => !passedOn.has(e.id));
      if (missed.length > t.maxCatchUp) {
        for (const e of events) {
          passedOn.add(e.id);
          if (highest === null || e.id > highest) highest = e.id;
        }
        log.warn({ missed: missed.length }, 'too many events missed to send one by one: clients reconnect and re-read');
        options.resync(missed.length);
        missed = [];
      } else for (const event of missed) pass(event);
      // Everything published before `started` was in that read or already passed on; what came after
      // arrives live. Unless the subscription was lost again meanwhile: then the next 'ready' reads again.
      readFailing = false;
      if (losses === lossesAtStart) {
        owedSince = null;
        coveredUntil = started;
      }
      if (missed.length > 0 || started - since > t.heartbeatMs * 2)
        log.info(
          { missed: missed.length, gap_ms: started - since },
          'outbox feed caught up with the events published while it was not subscribed',
        );
    } catch (err) {
      if (!readFailing)
        log.warn({ err, retry_in_ms: t.retryMs }, 'outbox feed cannot read missed events; trying again');
      readFailing = true;
      retry = setTimeout(() => void catchUp(), t.retryMs);
    } finally {
      const waiting = held ?? [];
      held = null;
      catching = false;
      for (const event of waiting.sort((a, b) => a.id - b.id)) if (!passedOn.has(event.id)) pass(event);
    }
    // Lost and subscribed again while reading: that connection's 'ready' found this read running.
    if (owedSince !== null && confirmed === losses && retry === undefined) void catchUp();
  }

  const heartbeat = setInterval(() => {
    if (closed || catching || sub.status !== 'ready') return;
    const sent = Date.now();
    const lossesAtSend = losses;
    let timer: NodeJS.Timeout | undefined;
    const answered = Promise.race([
      sub.ping().then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => (timer = setTimeout(resolve, t.heartbeatTimeoutMs, false))),
    ]);
    void answered.then((ok) => {
      clearTimeout(timer);
      if (closed || losses !== lossesAtSend) return;
      if (ok) {
        if (owedSince === null) coveredUntil = sent;
      } else if (sub.status === 'ready') {
        log.warn({}, 'Redis stopped answering the outbox feed: connecting again');
        sub.disconnect(true);
      }
    });
  }, t.heartbeatMs);
  heartbeat.unref();

  return {
    async close() {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(retry);
      await closeRedis(sub);
    },
  };
}

async function highestId(db: Database): Promise<number | null> {
  const [row] = await db.select({ id: sql<string | null>`max(${schema.outbox.id})` }).from(schema.outbox);
  return row?.id == null ? null : Number(row.id);
}

/**
 * Outbox rows an instance may have missed: any above the highest id it passed on, and those near it
 * (`lookbackIds`, for rows that committed late) published in the last `seconds` or not yet marked.
 * Bounded by the primary key, so the read costs the same on a table of millions of rows.
 */
export async function eventsSince(
  db: Database,
  input: { highest: number | null; seconds: number; lookbackIds: number; limit: number },
): Promise<PublishedEvent[]> {
  const o = schema.outbox;
  const top =
    input.highest === null ? sql`(select coalesce(max(${o.id}), 0) from ${o})` : sql`${input.highest}::bigint`;
  const rows = await db
    .select({ id: o.id, event: o.event, room: o.room, payload: o.payload, requestId: o.requestId })
    .from(o)
    .where(
      sql`${o.id} > ${top} - ${input.lookbackIds}::bigint and (${o.id} > ${top} or ${o.publishedAt} is null
        or ${o.publishedAt} >= now() - make_interval(secs => ${input.seconds}::float8))`,
    )
    .orderBy(asc(o.id))
    .limit(input.limit);
  return rows.map((r) => publishedEvent({ ...r, id: Number(r.id), event: r.event as EventName }));
}
