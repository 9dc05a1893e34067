import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  LIVE_REPLAY_MS,
  MODERATION_ROOM,
  PUBLIC_ROOM,
  userRoom,
  type ServerToClientEvents,
  type SocketHandshake,
} from '@focustube/contracts';
import {
  audiences,
  closeRedis,
  connectRedis,
  followOutbox,
  redisReady,
  socketKey,
  type Config,
  type OutboxFeed,
  type PublishedEvent,
} from '@focustube/core';
import type { Account } from './auth.ts';

/** Between API instances, through the Redis adapter. */
interface InterServerEvents {
  evict: (room: string) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: Server<Record<string, never>, ServerToClientEvents, InterServerEvents>;
    /**
     * Closes the connection of every socket in `room` on every API instance, after taking it out of
     * its rooms, so nothing more reaches it. The client reconnects at once (a closed transport is
     * retried, a server disconnect is not), and its handshake checks its token and role again.
     */
    evictSockets(room: string): void;
  }
}

/** Every socket of one sign-in (refresh-token family), so signing out reaches exactly those. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Outbox events held for sockets that ask for what they missed: at most this many (a bulk approval's is ~70 KB). */
const REPLAY_LIMIT = 1000;
/** Added to what a handshake asks for: the handshake's own way to the server. */
const REPLAY_SLACK_MS = 2000;
/** Past this many events, one socket is told to read again rather than sent them all (each re-encoded for it). */
const REPLAY_MAX_EVENTS = 100;
/** How long an eviction is remembered, for handshakes that were checked before it and join after it. */
const EVICTION_MEMORY_MS = 60_000;

/**
 * The outbox events this instance passed on in the last LIVE_REPLAY_MS, oldest first, and since when
 * the list is whole (the instance's start, or the time of the last event dropped to keep it short).
 */
function recentEvents() {
  const held: { at: number; event: PublishedEvent }[] = [];
  let wholeSince = Date.now();
  return {
    remember(event: PublishedEvent) {
      const now = Date.now();
      held.push({ at: now, event });
      while (held.length > REPLAY_LIMIT || (held.length > 0 && held[0]!.at < now - LIVE_REPLAY_MS - REPLAY_SLACK_MS))
        wholeSince = Math.max(wholeSince, held.shift()!.at + 1);
    },
    /** Nothing before now is held whole any more (the feed skipped events it would not send one by one). */
    reset() {
      held.length = 0;
      wholeSince = Date.now();
    },
    /** What came in the last `ms`, or null when some of it is no longer held. */
    since(ms: number): PublishedEvent[] | null {
      const from = Date.now() - ms;
      if (from < wholeSince) return null;
      return held.filter((h) => h.at >= from).map((h) => h.event);
    },
  };
}

/**
 * Socket.IO on the API's HTTP server. Everyone joins `public`; an access token in the handshake
 * (`auth: { token }`) adds `user:{id}`, and `moderation` for moderators and admins. Websocket
 * transport only. Outbox events (moderation changes) come from the relay through this instance's
 * outbox feed, which also reads from PostgreSQL whatever a gap in its Redis subscription cost, and go to
 * this instance's sockets; everything else (job progress, who is reviewing, evictions) fans out across
 * every API instance through the Redis adapter, at most once.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const pub = connectRedis(app.redisUrl, 'pubsub');
    const sub = pub.duplicate();
    for (const c of [pub, sub]) c.on('error', (err) => app.log.warn({ err }, 'socket adapter redis error'));
    const io = new Server<Record<string, never>, ServerToClientEvents, InterServerEvents>(app.server, {
      path: '/socket.io',
      transports: ['websocket'],
      serveClient: false,
      cors: { origin: [new URL(config.APP_URL).origin], credentials: true },
    });
    // The Redis adapter subscribes as soon as it exists, so it is attached once Redis answers. If that is
    // after start-up, sockets already connected reconnect, to join their rooms through the new adapter.
    let attached = false;
    const attach = () => {
      if (attached || closing) return;
      attached = true;
      io.adapter(createAdapter(pub, sub, { key: socketKey(config.REDIS_PREFIX) }));
      // Closing the transport (not a server disconnect, which clients never retry) makes each client reconnect.
      for (const socket of io.of('/').sockets.values()) socket.conn.close();
    };
    let closing = false;
    if ((await Promise.all([redisReady(pub, 2000), redisReady(sub, 2000)])).every(Boolean)) attach();
    else {
      app.log.warn('Redis is not answering: live updates reach only this instance until it does.');
      void Promise.all([redisReady(pub), redisReady(sub)]).then(attach);
    }

    /** When each room's sockets were last closed (a role change, a sign-out), on this instance. */
    const evictedAt = new Map<string, number>();
    io.use(async (socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown }).token;
      if (typeof token !== 'string' || token === '') return next();
      socket.data.checkedAt = Date.now();
      try {
        socket.data.account = await app.accountFromToken(token);
        socket.data.tokenRole = app.jwt.decode<{ role?: unknown }>(token)?.role;
        next();
      } catch (error) {
        // The client refreshes its access token and connects again.
        next(new Error((error as Error).message));
      }
    });

    const recent = recentEvents();
    io.on('connection', (socket) => {
      void socket.join(PUBLIC_ROOM);
      const account = socket.data.account as (Account & { sessionId: string }) | undefined;
      // Its account was checked before its sockets were closed (a demotion, a sign-out) and it joins after:
      // it would join as what it was. Closed too, it reconnects and is checked afresh.
      if (
        account &&
        [userRoom(account.id), sessionRoom(account.sessionId)].some(
          (room) => (evictedAt.get(room) ?? 0) >= (socket.data.checkedAt as number),
        )
      ) {
        socket.conn.close();
        return;
      }
      if (account) {
        void socket.join(userRoom(account.id));
        void socket.join(sessionRoom(account.sessionId));
        if (account.role === 'moderator' || account.role === 'admin') void socket.join(MODERATION_ROOM);
        // Its token names another role (changed while this page was reconnecting, so it missed the news).
        if (socket.data.tokenRole !== account.role) socket.emit('account:changed', { role: account.role });
      }
      // A page's first connect comes seconds after its data was read (later still on a slow phone): the
      // moderation events of that time are sent again, in order, as each of its rooms heard them. Rooms are
      // joined and the events sent in one synchronous step, so every later event arrives live, none is
      // lost between the two (so with @socket.io/redis-adapter, whose rooms are joined synchronously; the
      // sharded adapter's are not). The client drops repeats by outbox id.
      const missed = Number((socket.handshake.auth as SocketHandshake).missed_ms);
      if (!(missed > 0)) return;
      const events = recent.since(Math.min(missed, LIVE_REPLAY_MS) + REPLAY_SLACK_MS);
      if (events === null || events.length > REPLAY_MAX_EVENTS) {
        socket.emit('live:reread');
        return;
      }
      for (const event of events)
        for (const { room, except, payload } of audiences(event))
          if (socket.rooms.has(room) && !(except && socket.rooms.has(except)))
            socket.emit(event.event, payload as never);
    });

    const evictHere = (room: string) => {
      const now = Date.now();
      evictedAt.set(room, now);
      for (const [known, at] of evictedAt) if (at < now - EVICTION_MEMORY_MS) evictedAt.delete(known);
      const namespace = io.of('/');
      for (const id of [...(namespace.adapter.rooms.get(room) ?? [])]) {
        const socket = namespace.sockets.get(id);
        if (!socket) continue;
        for (const joined of [...socket.rooms]) if (joined !== socket.id) void socket.leave(joined);
        socket.conn.close();
      }
    };
    io.on('evict', evictHere);

    // Each instance passes every outbox event on to its own sockets only (`local`): every instance
    // follows the feed, so going through the adapter would deliver each event once per instance.
    const feed: OutboxFeed = await followOutbox({
      redisUrl: app.redisUrl,
      prefix: config.REDIS_PREFIX,
      db: app.db,
      log: app.log,
      deliver(event) {
        recent.remember(event);
        for (const { room, except, payload } of audiences(event)) {
          const to = except ? io.local.to(room).except(except) : io.local.to(room);
          to.emit(event.event, payload as never);
        }
      },
      resync() {
        // What was skipped is not in the replay buffer: a new page's socket is told to read again instead.
        recent.reset();
        // Clients reconnect at once when their transport closes, and re-read what their screens show.
        for (const socket of io.of('/').sockets.values()) socket.conn.close();
      },
    });
    app.decorate('evictSockets', (room: string) => {
      evictHere(room);
      if (!attached) return;
      try {
        io.serverSideEmit('evict', room);
      } catch (err) {
        app.log.warn({ err, room }, 'could not tell the other API instances to close sockets');
      }
    });

    app.decorate('io', io);
    app.addHook('preClose', async () => {
      closing = true;
      // Closing each transport, not a server disconnect (which clients never retry): a stopping instance
      // has its clients reconnect at once, through the balancer, to another instance.
      for (const socket of io.of('/').sockets.values()) socket.conn.close();
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await Promise.all([feed.close(), closeRedis(pub), closeRedis(sub)]);
    });
  },
  { name: 'realtime', dependencies: ['redis', 'auth', 'database'] },
);
